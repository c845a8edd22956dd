package audio

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"

	"starboard/internal/cputime"
)

// samples decodes 16-bit stereo PCM into its left and right channels.
func samples(pcm []byte) (left, right []int16) {
	n := len(pcm) / 4
	left = make([]int16, n)
	right = make([]int16, n)
	for i := range n {
		left[i] = int16(binary.LittleEndian.Uint16(pcm[4*i:]))
		right[i] = int16(binary.LittleEndian.Uint16(pcm[4*i+2:]))
	}
	return left, right
}

func rms(xs []int16) float64 {
	sum := 0.0
	for _, x := range xs {
		v := float64(x) / 32768
		sum += v * v
	}
	return math.Sqrt(sum / float64(len(xs)))
}

func peakOf(xs []int16) int {
	p := 0
	for _, x := range xs {
		p = max(p, abs(int(x)))
	}
	return p
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestSoundLengths(t *testing.T) {
	tests := []struct {
		sound   Sound
		seconds float64
	}{
		{Pick, 0.12},
		{Place, 0.2},
		{Flip, 0.16},
		{Reveal, 0.6},
		{Score, 0.8},
		{Error, 0.36},
		{TurnChime, 1.6},
		{Music, 24},
	}
	if len(tests) != SoundCount {
		t.Fatalf("the table has %d sounds, want all %d", len(tests), SoundCount)
	}
	for _, tt := range tests {
		got := len(pcm(tt.sound))
		want := int(math.Round(tt.seconds*SampleRate)) * 4
		if got != want {
			t.Errorf("len(pcm(%v)) = %d bytes, want %d (%g s of 16-bit stereo at %d Hz)",
				tt.sound, got, want, tt.seconds, SampleRate)
		}
	}
}

func TestSoundsAreHeardAndDoNotClip(t *testing.T) {
	for s := range Sound(SoundCount) {
		left, right := samples(pcm(s))
		for _, ch := range [][]int16{left, right} {
			if got := rms(ch); got < 0.03 {
				t.Errorf("RMS of %v = %.4f of full scale, want at least 0.03", s, got)
			}
			const lowest, highest = 32767 / 5, 32767 * 95 / 100
			if got := peakOf(ch); got < lowest || got > highest {
				t.Errorf("peak of %v = %d, want between %d and %d (never full scale)",
					s, got, lowest, highest)
			}
		}
	}
}

func TestEffectsStartAndEndInSilence(t *testing.T) {
	for s := range Sound(SoundCount) {
		if s == Music {
			continue
		}
		left, _ := samples(pcm(s))
		if first, last := left[0], left[len(left)-1]; first != 0 || last != 0 {
			t.Errorf("%v starts at %d and ends at %d, want 0 and 0", s, first, last)
		}
	}
}

func TestMusicLoopJoins(t *testing.T) {
	left, right := samples(pcm(Music))
	for name, ch := range map[string][]int16{"left": left, "right": right} {
		largestStep := 0
		for i := 1; i < len(ch); i++ {
			largestStep = max(largestStep, abs(int(ch[i])-int(ch[i-1])))
		}
		seam := abs(int(ch[0]) - int(ch[len(ch)-1]))
		if seam > largestStep || seam > 32767/100 {
			t.Errorf("%s channel jumps by %d where the loop joins, want no more than the largest step inside it (%d) and under 1%% of full scale",
				name, seam, largestStep)
		}
	}
}

func TestSynthesisIsRepeatable(t *testing.T) {
	for s, e := range effects {
		if got, want := renderEffect(e), pcm(s); !bytes.Equal(got, want) {
			t.Errorf("a second rendering of %v differs from the first", s)
		}
	}
}

func TestEffectsCoverEverySound(t *testing.T) {
	for s := range Sound(SoundCount) {
		if _, ok := effects[s]; ok == (s == Music) {
			t.Errorf("effects has %v: %v, want %v", s, ok, s != Music)
		}
	}
}

func TestSoundString(t *testing.T) {
	tests := []struct {
		sound Sound
		want  string
	}{
		{Pick, "pick"},
		{TurnChime, "turn-chime"},
		{Music, "music"},
		{Sound(-1), "unknown"},
		{Sound(SoundCount), "unknown"},
	}
	for _, tt := range tests {
		if got := tt.sound.String(); got != tt.want {
			t.Errorf("Sound(%d).String() = %q, want %q", int(tt.sound), got, tt.want)
		}
	}
}

func TestWriteWAV(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteWAV(&buf, Score); err != nil {
		t.Fatalf("WriteWAV(Score) = %v", err)
	}
	data := pcm(Score)
	wav := buf.Bytes()
	if got, want := len(wav), 44+len(data); got != want {
		t.Fatalf("WAV file is %d bytes, want %d", got, want)
	}
	checks := []struct {
		name      string
		got, want any
	}{
		{"RIFF tag", string(wav[0:4]), "RIFF"},
		{"RIFF size", binary.LittleEndian.Uint32(wav[4:]), uint32(36 + len(data))},
		{"WAVE tag", string(wav[8:12]), "WAVE"},
		{"format", binary.LittleEndian.Uint16(wav[20:]), uint16(1)},
		{"channels", binary.LittleEndian.Uint16(wav[22:]), uint16(2)},
		{"sample rate", binary.LittleEndian.Uint32(wav[24:]), uint32(SampleRate)},
		{"bits per sample", binary.LittleEndian.Uint16(wav[34:]), uint16(16)},
		{"data tag", string(wav[36:40]), "data"},
		{"data size", binary.LittleEndian.Uint32(wav[40:]), uint32(len(data))},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if !bytes.Equal(wav[44:], data) {
		t.Error("WAV data differs from the sound's PCM")
	}
	if err := WriteWAV(&buf, Sound(99)); err == nil {
		t.Error("WriteWAV(Sound(99)) = nil, want an error")
	}
}

// reportCPU adds the process's CPU time per operation to a benchmark's
// results as cpu-ms/op, a steadier figure than ns/op on a shared machine.
func reportCPU(b *testing.B, f func()) {
	start := cputime.Process()
	for b.Loop() {
		f()
	}
	if used := cputime.Process() - start; used > 0 {
		b.ReportMetric(float64(used.Microseconds())/1000/float64(b.N), "cpu-ms/op")
	}
}

func BenchmarkSynthesizeEffects(b *testing.B) {
	reportCPU(b, func() {
		for _, e := range effects {
			renderEffect(e)
		}
	})
}

func BenchmarkSynthesizeMusic(b *testing.B) {
	reportCPU(b, func() { renderMusic() })
}
