import AyahSettingsCore
import Testing

/// The table of variables and what is derived from it.
@Suite struct ProcessVariableTests {
    @Test func theReportedListIsTheTables() {
        #expect(ProcessVariable.reportedNames == ProcessVariable.all.filter(\.reported).map(\.name))
        #expect(CLIEnvironment.reportedVariables == ProcessVariable.reportedNames)
    }

    @Test func everySettingsVariableIsInTheTableOnce() {
        let names = ProcessVariable.all.map(\.name)
        #expect(Set(names).count == names.count, "no variable twice")
        for setting in EngineSetting.allCases {
            if let variable = setting.environment { #expect(names.contains(variable), "\(setting)") }
        }
        #expect(names.contains("AYAH_PUBLIC_URL") && names.contains("AYAH_PLAN_START"))
    }

    @Test func theHelpParagraphListsPeopleFirstThenServiceManagers() {
        let paragraph = ProcessVariable.helpParagraph
        #expect(paragraph.hasPrefix("Environment: TZ, TZDIR, AYAH_NOW, "))
        #expect(
            paragraph.contains(
                ", PATH (notify-send, the pager), PAGER (read), LESS; from service managers: NOTIFY_SOCKET, "))
        #expect(paragraph.hasSuffix("LISTEN_PID, LISTEN_FDS (serve)."))
    }
}
