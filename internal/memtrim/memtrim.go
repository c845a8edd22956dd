//go:build linux && !js

// Package memtrim gives freed C memory back to the system. On Linux with
// software GL (Mesa's llvmpipe, the kiosk's usual driver when no GPU is
// lent) textures and the driver's buffers live in the C heap; glibc keeps
// what they free for reuse, so a kiosk cycling demo tables grows by 10–40
// MB a table until glibc is asked to trim. Trim asks it. It loads libc
// with purego, which Ebitengine already uses to load GL, so no cgo.
//
// Trimming alone was not enough. glibc serves a large block (over 128 KiB
// at first) with a mapping of its own, given back when freed, but each
// such free raises that threshold, up to 32 MiB: after the first table's
// textures went, the next tables' textures came from the heaps of
// llvmpipe's threads, where they fragment and stay. The kiosk's attract
// test read 600–760 MB at its Revive demos that way. Setup holds the
// threshold fixed.
//
// It holds it at 1 MiB, not glibc's first 128 KiB: at 128 KiB the driver's
// scratch blocks of every frame (a few hundred KiB each) were each mapped,
// faulted in page by page and unmapped again, and a screen test of
// Revenant spent a third of its time in the kernel (172–181 s against
// 41–70 s at 1 MiB); the attract test read the same (312–373 MB over
// seven demos at 1 MiB, 301–424 MB at 128 KiB). Textures of 1 MiB and
// more (a 512x512 image) still go back to the system when freed.
//
// Setup also holds glibc's trim threshold, at 8 MiB: fixing the mapping
// threshold stops glibc from raising the trim threshold with it, and at
// its first 128 KiB every frame's freed scratch blocks on the top of a
// thread's heap were handed back with madvise and faulted in again the
// next frame (a Revive screen test spent 18.7 s of 42.7 s in the kernel,
// 18% of all its time in madvise's TLB flushes; 2.4 s of 16.7 s at 8 MiB,
// 5.1 s of 23.6 s at 2 MiB). A heap keeps at most 8 MiB free at its top
// that way; Trim, called as a table closes, still gives it all back.
package memtrim

import (
	"os"
	"sync"

	"github.com/ebitengine/purego"
)

var (
	once       sync.Once
	mallocTrim func(pad uintptr) int32
	mallopt    func(param, value int32) int32
)

// mmapThreshold is the size from which glibc maps a block of its own, held
// fixed by Setup (see the package's doc).
const mmapThreshold = 1 << 20

// trimThreshold is the free memory at the top of a heap from which glibc
// gives it back, held fixed by Setup (see the package's doc).
const trimThreshold = 8 << 20

// mallocMmapThreshold and mallocTrimThreshold are glibc's
// M_MMAP_THRESHOLD and M_TRIM_THRESHOLD parameters of mallopt.
const (
	mallocMmapThreshold = -3
	mallocTrimThreshold = -1
)

// Setup holds glibc's threshold for mapping large blocks at 1 MiB, so
// freed textures go back to the system at once, and its trim threshold at
// 8 MiB, so a frame's scratch memory is not given back and faulted in
// again every frame; call it before the game loop starts. It reports
// whether it could (false where the C library is not glibc). The
// environment's MALLOC_MMAP_THRESHOLD_ and MALLOC_TRIM_THRESHOLD_ win
// when set.
func Setup() bool {
	load()
	if mallopt == nil {
		return false
	}
	ok := true
	if os.Getenv("MALLOC_MMAP_THRESHOLD_") == "" {
		ok = mallopt(mallocMmapThreshold, mmapThreshold) == 1
	}
	if os.Getenv("MALLOC_TRIM_THRESHOLD_") == "" {
		ok = mallopt(mallocTrimThreshold, trimThreshold) == 1 && ok
	}
	return ok
}

// load finds glibc's functions, once.
func load() {
	once.Do(func() {
		h, err := purego.Dlopen("libc.so.6", purego.RTLD_NOW|purego.RTLD_GLOBAL)
		if err != nil {
			return
		}
		if sym, err := purego.Dlsym(h, "malloc_trim"); err == nil && sym != 0 {
			purego.RegisterFunc(&mallocTrim, sym)
		}
		if sym, err := purego.Dlsym(h, "mallopt"); err == nil && sym != 0 {
			purego.RegisterFunc(&mallopt, sym)
		}
	})
}

// Trim returns the C heap's free memory to the system, when the C library
// is glibc; elsewhere it does nothing.
func Trim() {
	load()
	if mallocTrim != nil {
		mallocTrim(0)
	}
}
