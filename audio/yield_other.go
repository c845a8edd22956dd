//go:build !js

package audio

// yieldCPU does nothing outside the browser, where goroutines are
// preempted and the synthesis runs beside the game loop.
func yieldCPU() {}
