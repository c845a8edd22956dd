package version

import (
	"runtime/debug"
	"testing"
)

func TestResolve(t *testing.T) {
	info := func(settings ...string) func() (*debug.BuildInfo, bool) {
		return func() (*debug.BuildInfo, bool) {
			bi := &debug.BuildInfo{}
			for i := 0; i+1 < len(settings); i += 2 {
				bi.Settings = append(bi.Settings, debug.BuildSetting{Key: settings[i], Value: settings[i+1]})
			}
			return bi, true
		}
	}
	none := func() (*debug.BuildInfo, bool) { return nil, false }
	const rev = "f6efb93a1b2c3d4e5f60718293a4b5c6d7e8f901"
	cases := []struct {
		name  string
		stamp string
		info  func() (*debug.BuildInfo, bool)
		want  string
	}{
		{"the stamp wins", "v1.2.0", info("vcs.revision", rev), "v1.2.0"},
		{"the commit, shortened", "", info("vcs.revision", rev, "vcs.modified", "false"), "f6efb93"},
		{"a dirty tree", "", info("vcs.revision", rev, "vcs.modified", "true"), "f6efb93-dirty"},
		{"no vcs information", "", info("GOOS", "linux"), "dev"},
		{"no build information", "", none, "dev"},
	}
	for _, c := range cases {
		if got := resolve(c.stamp, c.info); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

func TestStringNeverEmpty(t *testing.T) {
	if String() == "" {
		t.Fatal("String() is empty")
	}
}
