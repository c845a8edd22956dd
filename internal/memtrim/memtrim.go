//go:build linux && !js

// Package memtrim gives freed C memory back to the system. On Linux with
// software GL (Mesa's llvmpipe, the kiosk's usual driver when no GPU is
// lent) textures and the driver's buffers live in the C heap; glibc keeps
// what they free for reuse, so a kiosk cycling demo tables grows by 10–40
// MB a table until glibc is asked to trim. Trim asks it. It loads libc
// with purego, which Ebitengine already uses to load GL, so no cgo.
package memtrim

import (
	"sync"

	"github.com/ebitengine/purego"
)

var (
	once       sync.Once
	mallocTrim func(pad uintptr) int32
)

// Trim returns the C heap's free memory to the system, when the C library
// is glibc; elsewhere it does nothing.
func Trim() {
	once.Do(func() {
		h, err := purego.Dlopen("libc.so.6", purego.RTLD_NOW|purego.RTLD_GLOBAL)
		if err != nil {
			return
		}
		if sym, err := purego.Dlsym(h, "malloc_trim"); err == nil && sym != 0 {
			purego.RegisterFunc(&mallocTrim, sym)
		}
	})
	if mallocTrim != nil {
		mallocTrim(0)
	}
}
