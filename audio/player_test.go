package audio

import (
	"io"
	"strings"
	"testing"
)

// exercise calls every method of p, in an order a game might.
func exercise(p *Player) {
	p.SetVolume(0.5, 0.7, 0.2)
	p.StartMusic()
	for s := range Sound(SoundCount) {
		p.Play(s)
	}
	p.Play(Sound(-1))
	p.Play(Sound(SoundCount))
	p.SetMuted(true)
	p.Play(Pick)
	p.SetMuted(false)
	p.StopMusic()
	p.StopMusic()
	_ = p.Available()
	_ = p.Ready()
	_ = p.Status()
	_, _, _ = p.Volume()
	_ = p.Muted()
	p.Close()
	p.Close()
	p.Play(Place)
	p.StartMusic()
}

func TestNilPlayerDoesNothing(t *testing.T) {
	var p *Player
	exercise(p)
	if p.Available() || p.Ready() {
		t.Errorf("nil Player: Available(), Ready() = %v, %v, want false, false", p.Available(), p.Ready())
	}
}

func TestSilentByOption(t *testing.T) {
	p := New(Options{Silent: true})
	if p.Available() {
		t.Fatal("New(Options{Silent: true}).Available() = true, want false")
	}
	if got := p.Status(); !strings.HasPrefix(got, "silent") {
		t.Errorf("Status() = %q, want it to start with \"silent\"", got)
	}
	exercise(p)
}

func TestSilentByEnvironment(t *testing.T) {
	for _, value := range []string{"off", "OFF", " 0 ", "false", "no", "none"} {
		t.Setenv(EnvVar, value)
		p := New(Options{})
		if p.Available() {
			t.Errorf("with %s=%q, Available() = true, want false", EnvVar, value)
		}
		if got := p.Status(); !strings.Contains(got, EnvVar) {
			t.Errorf("with %s=%q, Status() = %q, want it to name %s", EnvVar, value, got, EnvVar)
		}
		exercise(p)
	}
}

func TestSilentPlayerKeepsSettings(t *testing.T) {
	p := New(Options{Silent: true, Muted: true})
	if !p.Muted() {
		t.Error("New(Options{Muted: true}).Muted() = false, want true")
	}
	master, effects, music := p.Volume()
	if master != DefaultMasterVolume || effects != DefaultEffectsVolume || music != DefaultMusicVolume {
		t.Errorf("Volume() = %v, %v, %v, want the defaults %v, %v, %v", master, effects, music,
			DefaultMasterVolume, DefaultEffectsVolume, DefaultMusicVolume)
	}
	p.SetVolume(1.5, -1, 0.25)
	master, effects, music = p.Volume()
	if master != 1 || effects != 0 || music != 0.25 {
		t.Errorf("after SetVolume(1.5, -1, 0.25), Volume() = %v, %v, %v, want 1, 0, 0.25", master, effects, music)
	}
	p.SetMuted(false)
	if p.Muted() {
		t.Error("after SetMuted(false), Muted() = true, want false")
	}
}

// TestSilentWithoutDevice is the case of this project's machines and CI:
// no sound server and no sound card. New must find that out and stay
// silent, never creating the audio context.
func TestSilentWithoutDevice(t *testing.T) {
	t.Setenv(EnvVar, "")
	if ok, _ := probeDevice(); ok {
		t.Skip("this machine has a sound device")
	}
	p := New(Options{})
	if p.Available() {
		t.Fatal("New on a machine without a sound device: Available() = true, want false")
	}
	if got := p.Status(); !strings.Contains(got, "no sound device") {
		t.Errorf("Status() = %q, want it to say there is no sound device", got)
	}
	exercise(p)
}

func TestLoopStreamFadesInAndLoops(t *testing.T) {
	// Four frames of a constant loud sample, faded in over six frames.
	frame := []byte{0x00, 0x40, 0x00, 0xc0} // left 16384, right -16384
	pcmLoop := append(append(append(append([]byte{}, frame...), frame...), frame...), frame...)
	s := newLoopStream(pcmLoop, 6)
	buf := make([]byte, 4*10)
	n, err := s.Read(buf)
	if n != len(buf) || err != nil {
		t.Fatalf("Read(40 bytes) = %d, %v, want 40, nil", n, err)
	}
	left, right := samples(buf)
	wantLeft := []int16{0, 2730, 5461, 8192, 10922, 13653, 16384, 16384, 16384, 16384}
	for i := range wantLeft {
		if left[i] != wantLeft[i] || right[i] != -wantLeft[i] {
			t.Errorf("frame %d = %d, %d, want %d, %d", i, left[i], right[i], wantLeft[i], -wantLeft[i])
		}
	}
}

func TestLoopStreamFadesOutAndEnds(t *testing.T) {
	frame := []byte{0x00, 0x40, 0x00, 0x40}
	s := newLoopStream(frame, 4)
	if _, err := s.Read(make([]byte, 4*100)); err != nil {
		t.Fatalf("Read before fadeOut: %v", err)
	}
	s.fadeOut()
	out, err := io.ReadAll(s)
	if err != nil {
		t.Fatalf("ReadAll after fadeOut: %v", err)
	}
	left, _ := samples(out)
	want := []int16{16384, 12288, 8192, 4096}
	if len(left) != len(want) {
		t.Fatalf("after fadeOut the stream gave %d frames, want %d: %v", len(left), len(want), left)
	}
	for i := range want {
		if left[i] != want[i] {
			t.Errorf("frame %d after fadeOut = %d, want %d", i, left[i], want[i])
		}
	}
}

// BenchmarkProbe measures the device check New makes; on a machine
// without sound it should take a few milliseconds.
func BenchmarkProbe(b *testing.B) {
	reportCPU(b, func() { probeDevice() })
}
