//go:build !unix

package revive

import "time"

// cpuTime returns 0: the CPU time is not measured here.
func cpuTime() time.Duration { return 0 }
