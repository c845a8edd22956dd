//go:build !js

package yield

// Yield returns at once: the desktop runtime preempts goroutines.
func Yield() {}
