//go:build unix

package revive

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used so far, user and system.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
