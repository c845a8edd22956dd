// Package version tells which build of Starboard is running: the version
// the release build was stamped with, or else what the Go toolchain
// recorded of the git checkout it was built from.
//
// `make dist` and `make web` stamp it with
//
//	go build -ldflags "-X starboard/internal/version.stamp=$(git describe --tags --always --dirty)"
//
// A plain `go build` or `go run` inside the git checkout gets the commit
// from the build information (vcs.revision, shortened, with "-dirty" when
// the tree had changes); a build with neither says "dev".
package version

import (
	"runtime/debug"
	"sync"
)

// stamp is set by the linker (-X) in release builds.
var stamp string

var (
	once   sync.Once
	cached string
)

// String returns the version of this build: the stamp when there is one,
// else the commit recorded by the toolchain, else "dev". It never returns
// "".
func String() string {
	once.Do(func() { cached = resolve(stamp, debug.ReadBuildInfo) })
	return cached
}

// resolve picks the version from the stamp or the build information.
func resolve(stamp string, buildInfo func() (*debug.BuildInfo, bool)) string {
	if stamp != "" {
		return stamp
	}
	info, ok := buildInfo()
	if !ok {
		return "dev"
	}
	var revision string
	var modified bool
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if revision == "" {
		return "dev"
	}
	if len(revision) > 7 {
		revision = revision[:7]
	}
	if modified {
		revision += "-dirty"
	}
	return revision
}
