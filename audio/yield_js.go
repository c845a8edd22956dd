package audio

import "time"

// yieldCPU lets the browser draw a frame between the stages of a long
// synthesis. Go's WebAssembly runtime gives the page control only when
// every goroutine is blocked, and a sleep blocks (a Gosched does not).
func yieldCPU() { time.Sleep(time.Millisecond) }
