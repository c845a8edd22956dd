//go:build (linux && !android) || freebsd || netbsd

package audio

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestProbeWithFakeALSA points libasound at a configuration file of our
// own: with no default PCM the probe must fail, and with a null PCM as the
// default (which accepts any audio) it must succeed. A PulseAudio server
// that does not exist is named so that only ALSA decides.
func TestProbeWithFakeALSA(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the ALSA probe is tested on Linux")
	}
	if err := loadALSA(); err != nil {
		t.Skipf("no libasound here: %v", err)
	}
	dir := t.TempDir()
	t.Setenv("PULSE_SERVER", "unix:"+filepath.Join(dir, "no-such-socket"))
	tests := []struct {
		name   string
		config string
		want   bool
	}{
		{"no default device", "pcm.notdefault { type null }\n", false},
		{"a card that is not there", "pcm.!default { type hw card 99 }\n", false},
		{"a null device", "pcm.!default { type null }\n", true},
	}
	for _, tt := range tests {
		path := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "-")+".conf")
		if err := os.WriteFile(path, []byte(tt.config), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Setenv("ALSA_CONFIG_PATH", path)
		got, why := probeDevice()
		if got != tt.want {
			t.Errorf("%s: probeDevice() = %v (%s), want %v", tt.name, got, why, tt.want)
		}
	}
}
