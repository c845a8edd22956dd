package audio

import (
	"math"

	"starboard/rules"
)

// SampleRate is the rate, in frames per second, of every synthesized sound
// and of the audio context.
const SampleRate = 48000

const rate = float64(SampleRate)

// frames returns the number of frames in the given number of seconds.
func frames(seconds float64) int { return int(math.Round(seconds * rate)) }

// The sine oscillator reads a table of one period with linear
// interpolation: about as accurate as math.Sin for audio and much faster.
const sineTableSize = 4096

var sineTable = func() (t [sineTableSize + 1]float64) {
	for i := range t {
		t[i] = math.Sin(2 * math.Pi * float64(i) / sineTableSize)
	}
	return t
}()

// sine returns sin(2π·phase) for a phase in turns, 0 <= phase < 1.
func sine(phase float64) float64 {
	x := phase * sineTableSize
	i := int(x)
	frac := x - float64(i)
	return sineTable[i] + frac*(sineTable[i+1]-sineTable[i])
}

// triangle returns a triangle wave of peak 1 for a phase in turns,
// 0 <= phase < 1, in step with sine (zero and rising at phase 0).
func triangle(phase float64) float64 {
	switch {
	case phase < 0.25:
		return 4 * phase
	case phase < 0.75:
		return 2 - 4*phase
	default:
		return 4*phase - 4
	}
}

// wave is the shape of an oscillator.
type wave int

const (
	sineWave wave = iota
	triangleWave
)

func (w wave) at(phase float64) float64 {
	if w == triangleWave {
		return triangle(phase)
	}
	return sine(phase)
}

// tone is one oscillator with an envelope that rises linearly during
// attack and then falls exponentially: the shape of anything struck or
// plucked. Its frequency may glide exponentially from freq to glideTo.
type tone struct {
	start   float64 // seconds from the start of the buffer
	freq    float64 // Hz at the start
	glideTo float64 // Hz reached after glide seconds; 0 keeps freq
	glide   float64 // seconds
	amp     float64 // peak amplitude
	attack  float64 // seconds of linear rise
	decay   float64 // time constant of the exponential fall, seconds
	shape   wave
}

// addTo mixes the tone into dst, stopping at the end of dst or once the
// tone has faded below hearing. A steady sine, the most common part, is a
// rotating phasor (a complex number turned by a fixed angle each frame);
// the rest read the wave tables.
func (t tone) addTo(dst []float64) {
	first := frames(t.start)
	if first >= len(dst) {
		return
	}
	dst = dst[first:]
	attack := max(frames(t.attack), 1)
	fall := math.Exp(-1 / (t.decay * rate))
	if (t.glideTo == 0 || t.glide == 0) && t.shape == sineWave {
		stepCos, stepSin := math.Cos(2*math.Pi*t.freq/rate), math.Sin(2*math.Pi*t.freq/rate)
		c, s := t.amp, 0.0
		for n := range min(attack, len(dst)) {
			dst[n] += float64(n) / float64(attack) * s
			c, s = c*stepCos-s*stepSin, s*stepCos+c*stepSin
		}
		// The decay folds into the rotation: each step turns and shrinks.
		stepCos, stepSin = stepCos*fall, stepSin*fall
		for n := attack; n < len(dst) && math.Abs(c)+math.Abs(s) > 1e-5*t.amp; n++ {
			dst[n] += s
			c, s = c*stepCos-s*stepSin, s*stepCos+c*stepSin
		}
		return
	}
	glideFrames := 0
	glideStep := 1.0
	if t.glideTo > 0 && t.glide > 0 {
		glideFrames = frames(t.glide)
		glideStep = math.Pow(t.glideTo/t.freq, 1/float64(glideFrames))
	}
	freq := t.freq
	phase := 0.0
	level := 1.0
	for n := range dst {
		env := level
		if n < attack {
			env = float64(n) / float64(attack)
		} else {
			level *= fall
			if level < 1e-5 {
				break
			}
		}
		dst[n] += t.amp * env * t.shape.at(phase)
		if n < glideFrames {
			freq *= glideStep
		}
		phase += freq / rate
		if phase >= 1 {
			phase -= math.Floor(phase)
		}
	}
}

// noiseBurst is white noise from a fixed seed, shaped by the same envelope
// as a tone and filtered: two one-pole low-passes in a row whose cutoff
// sweeps exponentially from lowPassFrom to lowPassTo over the burst, and an
// optional one-pole high-pass that thins the bottom out.
type noiseBurst struct {
	start       float64 // seconds from the start of the buffer
	length      float64 // seconds
	amp         float64
	attack      float64 // seconds
	decay       float64 // seconds
	lowPassFrom float64 // Hz
	lowPassTo   float64 // Hz
	highPass    float64 // Hz; 0 for none
	seed        uint64
}

// addTo mixes the burst into dst.
func (b noiseBurst) addTo(dst []float64) {
	first := frames(b.start)
	n := frames(b.length)
	attack := max(frames(b.attack), 1)
	fall := math.Exp(-1 / (b.decay * rate))
	sweep := math.Pow(b.lowPassTo/b.lowPassFrom, 1/float64(n))
	cutoff := b.lowPassFrom
	highCoef := 0.0
	if b.highPass > 0 {
		highCoef = onePoleCoefficient(b.highPass)
	}
	rng := rules.NewRNG(b.seed)
	var low1, low, lowForHigh float64
	level := 1.0
	for i := 0; i < n && first+i < len(dst); i++ {
		env := level
		if i < attack {
			env = float64(i) / float64(attack)
		} else {
			level *= fall
		}
		white := 2*rng.Float64() - 1
		a := onePoleCoefficient(cutoff)
		low1 += a * (white - low1)
		low += a * (low1 - low)
		out := low
		if highCoef > 0 {
			lowForHigh += highCoef * (low - lowForHigh)
			out = low - lowForHigh
		}
		dst[first+i] += b.amp * env * out
		cutoff *= sweep
	}
}

// onePoleCoefficient returns the smoothing coefficient of a one-pole
// low-pass filter, y += a·(x − y), with the given cutoff in Hz at
// SampleRate.
func onePoleCoefficient(cutoff float64) float64 { return onePoleCoefficientAt(cutoff, rate) }

func onePoleCoefficientAt(cutoff, sampleRate float64) float64 {
	return 1 - math.Exp(-2*math.Pi*cutoff/sampleRate)
}

// lowPass filters buf in place with a one-pole low-pass filter.
func lowPass(buf []float64, cutoff float64) {
	a := onePoleCoefficient(cutoff)
	y := 0.0
	for i, x := range buf {
		y += a * (x - y)
		buf[i] = y
	}
}

// lowPassLoop filters buf, one period of a loop at sampleRate, in place
// with a one-pole low-pass filter. The filter starts from the state it
// would have after the loop had already played, so the filtered end joins
// the filtered start. It warms up on the loop's tail, long enough for the
// state to forget where it started (to 1e-9).
func lowPassLoop(buf []float64, cutoff, sampleRate float64) {
	a := onePoleCoefficientAt(cutoff, sampleRate)
	warm := min(len(buf), int(math.Ceil(math.Log(1e-9)/math.Log(1-a))))
	y := 0.0
	for _, x := range buf[len(buf)-warm:] {
		y += a * (x - y)
	}
	for i, x := range buf {
		y += a * (x - y)
		buf[i] = y
	}
}

// fadeEdges ramps the first and last frames of buf linearly so that a
// sound starts and ends at zero without a click.
func fadeEdges(buf []float64, in, out float64) {
	nIn := min(frames(in), len(buf))
	for i := range nIn {
		buf[i] *= float64(i) / float64(nIn)
	}
	nOut := min(frames(out), len(buf))
	for i := range nOut {
		buf[len(buf)-1-i] *= float64(i) / float64(nOut)
	}
}

// peak returns the largest absolute sample in the buffers.
func peak(bufs ...[]float64) float64 {
	p := 0.0
	for _, buf := range bufs {
		for _, x := range buf {
			p = max(p, math.Abs(x))
		}
	}
	return p
}

// normalize scales the buffers together so that their peak is target.
func normalize(target float64, bufs ...[]float64) {
	p := peak(bufs...)
	if p == 0 {
		return
	}
	g := target / p
	for _, buf := range bufs {
		for i := range buf {
			buf[i] *= g
		}
	}
}

// encodePCM16 interleaves left and right into signed 16-bit little-endian
// stereo frames, the layout Ebitengine's NewPlayer reads.
func encodePCM16(left, right []float64) []byte {
	out := make([]byte, 4*len(left))
	for i := range left {
		l := toInt16(left[i])
		r := toInt16(right[i])
		out[4*i] = byte(l)
		out[4*i+1] = byte(l >> 8)
		out[4*i+2] = byte(r)
		out[4*i+3] = byte(r >> 8)
	}
	return out
}

func toInt16(x float64) int16 {
	v := math.Round(x * 32767)
	return int16(max(-32767, min(32767, v)))
}
