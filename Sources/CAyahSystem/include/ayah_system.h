// Linux headers the Swift Glibc module does not include: timerfd (a timer that a
// wall-clock step cancels) and signalfd (signals read from a descriptor). Only
// AyahPlatform imports this module.
#ifndef AYAH_SYSTEM_H
#define AYAH_SYSTEM_H

#ifdef __linux__
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#endif

#endif
