//go:build linux

package audio

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// smokeTimeout bounds one run of the smoke program, which takes about
// three seconds on an idle machine.
const smokeTimeout = 90 * time.Second

// TestSmokeUnderXvfb builds the smoke program (internal/smoke) and runs it
// as a real Ebitengine game in a virtual X display: as this machine is,
// and with a fake ALSA device. Without a sound device it must end
// normally and silently; with the fake device it must find it and play.
// If the machine has no sound device, it also shows what the probe
// prevents: with the context created regardless, the game dies. It needs
// xvfb-run and is skipped with -short.
func TestSmokeUnderXvfb(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a game for a few seconds")
	}
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil {
		t.Skip("xvfb-run is not installed")
	}
	bin := filepath.Join(t.TempDir(), "smoke")
	build := exec.Command("go", "build", "-o", bin, "./internal/smoke")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./internal/smoke: %v\n%s", err, out)
	}

	dir := t.TempDir()
	nullConfig := filepath.Join(dir, "null.conf")
	if err := os.WriteFile(nullConfig, []byte("pcm.!default { type null }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	noPulse := "PULSE_SERVER=unix:" + filepath.Join(dir, "no-such-socket")

	run := func(t *testing.T, env []string, args ...string) (string, error) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), smokeTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, xvfb, append([]string{"-a", bin, "-seconds", "2"}, args...)...)
		cmd.Env = append(withoutEnv(os.Environ(), EnvVar), env...)
		// On time out, end xvfb-run together with the X server and the
		// game it started.
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
		cmd.WaitDelay = 5 * time.Second
		out, err := cmd.CombinedOutput()
		if ctx.Err() != nil {
			t.Fatalf("smoke did not end within %v:\n%s", smokeTimeout, out)
		}
		return string(out), err
	}

	t.Run("this machine", func(t *testing.T) {
		out, err := run(t, nil)
		if err != nil {
			t.Fatalf("smoke: %v\n%s", err, out)
		}
		if !strings.Contains(out, "played [pick place flip reveal score error turn-chime music]") {
			t.Errorf("smoke did not go through every sound:\n%s", out)
		}
		if !strings.Contains(out, "no sound device") {
			return
		}
		out, err = run(t, nil, "-without-probe")
		if err == nil || !strings.Contains(out, "audio error") {
			t.Errorf("smoke -without-probe on a machine without sound: %v, want the game to fail with an audio error\n%s", err, out)
		}
	})

	t.Run("fake ALSA device", func(t *testing.T) {
		// ALSA's null device takes audio as fast as it is given, so this
		// keeps a core busy for the two seconds it runs.
		out, err := run(t, []string{"ALSA_CONFIG_PATH=" + nullConfig, noPulse})
		if err != nil {
			t.Fatalf("smoke: %v\n%s", err, out)
		}
		for _, want := range []string{"available=true, sound through ALSA", "ready after", "played [pick place flip reveal score error turn-chime music]"} {
			if !strings.Contains(out, want) {
				t.Errorf("smoke output lacks %q:\n%s", want, out)
			}
		}
	})
}

// withoutEnv returns env without the variable name.
func withoutEnv(env []string, name string) []string {
	var out []string
	for _, kv := range env {
		if !strings.HasPrefix(kv, name+"=") {
			out = append(out, kv)
		}
	}
	return out
}
