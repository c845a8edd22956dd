//go:build !js

package webstore

var memory = newMemoryBackend()

// shared returns the memory backend: outside the browser there is no
// localStorage.
func shared() backend { return memory }
