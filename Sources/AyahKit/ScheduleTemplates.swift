/// Ready-to-install schedules that run `ayah tick` just after each local
/// midnight in a zone, plus a periodic safety net (which also covers days whose
/// midnight does not exist, and machines that were asleep).
public enum ScheduleTemplates {
    /// Minutes between safety-net runs.
    public static let safetyNetMinutes = 15

    /// A crontab fragment using `CRON_TZ` (cronie, and Debian's cron since 3.0pl1-137).
    public static func crontab(executable: String, zone: String) -> String {
        let command = "\(executable) tick --tz \(zone) >/dev/null"
        return """
        # DailyAyah: refresh AyahData.json just after local midnight in \(zone), and every \(safetyNetMinutes) minutes.
        # CRON_TZ applies to the lines that follow it (cronie, busybox). A cron without it (Debian's) reads the times
        # in the system zone: the */\(safetyNetMinutes) line still lands on every zone's midnight, all offsets being multiples of 15 minutes.
        CRON_TZ=\(zone)
        0 0 * * * \(command)
        */\(safetyNetMinutes) * * * * \(command)
        """
    }

    /// A systemd user service and timer (`OnCalendar=` with the zone, `Persistent=true`).
    public static func systemd(executable: String, zone: String) -> (service: String, timer: String) {
        let service = """
        [Unit]
        Description=DailyAyah: refresh the shared AyahData.json payload

        [Service]
        Type=oneshot
        ExecStart=\(executable) tick --tz \(zone)
        """
        let timer = """
        [Unit]
        Description=DailyAyah: tick just after local midnight in \(zone) and every \(safetyNetMinutes) minutes

        [Timer]
        OnCalendar=*-*-* 00:00:00 \(zone)
        OnCalendar=*:0/\(safetyNetMinutes)
        Persistent=true
        AccuracySec=1s

        [Install]
        WantedBy=timers.target
        """
        return (service, timer)
    }
}
