package audio

import (
	"math"

	"starboard/rules"
)

// The music is an ambient pad: four slow chords, each held for
// chordSeconds, that cross-fade into one another over crossfadeSeconds.
// The last chord fades into the first, and everything that sounds past
// the end of the loop is mixed back in at its start, so the loop has no
// seam.
//
// The pad has nothing above a few kilohertz, so it is synthesized at half
// the sample rate, which halves the work, and interpolated up to
// SampleRate at the end.
const (
	chordSeconds     = 6.0
	crossfadeSeconds = 3.0
	musicPeak        = 0.5
	padRate          = rate / 2
)

// padFrames returns the number of frames at padRate in the given number
// of seconds.
func padFrames(seconds float64) int { return int(math.Round(seconds * padRate)) }

// padChord is a bass note and four upper notes, in Hz.
type padChord struct {
	bass  float64
	upper [4]float64
}

// The progression is Am9, Fmaj7, Cmaj9, G6: soft, open and unresolved, so
// it can go round for as long as a game lasts.
var progression = [...]padChord{
	{bass: 110.00, upper: [4]float64{220.00, 261.63, 329.63, 493.88}},
	{bass: 87.31, upper: [4]float64{174.61, 220.00, 261.63, 329.63}},
	{bass: 130.81, upper: [4]float64{196.00, 246.94, 293.66, 329.63}},
	{bass: 98.00, upper: [4]float64{196.00, 246.94, 293.66, 329.63}},
}

// MusicLoopSeconds is the length of one pass of the music loop.
const MusicLoopSeconds = chordSeconds * float64(len(progression))

// padVoice is one held note of the pad: a sine slightly flat and a quieter
// triangle slightly sharp, spread a little apart in the stereo field, with
// a slow swell in loudness. It rises and falls along half a sine period at
// each end.
type padVoice struct {
	start    float64 // seconds from the loop's start; may be negative
	length   float64 // seconds, fades included
	freq     float64 // Hz
	detune   float64 // cents each oscillator is off freq
	amp      float64
	triangle float64 // level of the triangle relative to the sine
	pan      float64 // 0 left, 0.5 centre, 1 right
	swells   int     // periods of the swell per loop, so that it loops
	phase    float64 // of the swell, in turns
}

// addTo mixes the voice into one period of the loop, wrapping around its
// end. The sine and the swell are rotating phasors (a complex number
// turned by a fixed angle each frame): exact enough over one loop and far
// cheaper than a table or math.Sin.
func (v padVoice) addTo(left, right []float64) {
	n := len(left)
	count := padFrames(v.length)
	fade := padFrames(crossfadeSeconds)
	at := ((padFrames(v.start) % n) + n) % n

	sineFreq := v.freq * math.Pow(2, -v.detune/1200)
	sineCos, sineSin := 1.0, 0.0
	sineStepCos, sineStepSin := math.Cos(2*math.Pi*sineFreq/padRate), math.Sin(2*math.Pi*sineFreq/padRate)
	stepTriangle := v.freq * math.Pow(2, v.detune/1200) / padRate
	phaseTriangle := 0.25

	swellAngle := 2 * math.Pi * (float64(v.swells)*float64(at)/float64(n) + v.phase)
	swellCos, swellSin := math.Cos(swellAngle), math.Sin(swellAngle)
	swellStep := 2 * math.Pi * float64(v.swells) / float64(n)
	swellStepCos, swellStepSin := math.Cos(swellStep), math.Sin(swellStep)

	sinePan := clamp01(v.pan - 0.2)
	trianglePan := clamp01(v.pan + 0.2)
	sineLeft, sineRight := v.amp*sine(0.25+sinePan/4), v.amp*sine(sinePan/4)
	triangleLeft, triangleRight := v.amp*v.triangle*sine(0.25+trianglePan/4), v.amp*v.triangle*sine(trianglePan/4)

	for i := range count {
		env := 1 + 0.25*swellSin
		switch {
		case i < fade:
			s := sine(float64(i) / float64(fade) / 4)
			env *= s * s
		case i >= count-fade:
			s := sine(float64(count-i) / float64(fade) / 4)
			env *= s * s
		}
		s := env * sineSin
		t := env * triangle(phaseTriangle)
		left[at] += s*sineLeft + t*triangleLeft
		right[at] += s*sineRight + t*triangleRight

		sineCos, sineSin = sineCos*sineStepCos-sineSin*sineStepSin, sineSin*sineStepCos+sineCos*sineStepSin
		swellCos, swellSin = swellCos*swellStepCos-swellSin*swellStepSin, swellSin*swellStepCos+swellCos*swellStepSin
		phaseTriangle += stepTriangle
		if phaseTriangle >= 1 {
			phaseTriangle--
		}
		at++
		if at == n {
			at = 0
		}
	}
}

// renderMusic synthesizes one period of the music loop into 16-bit stereo
// PCM. In the browser it pauses between voices and stages so that frames
// go on being drawn.
func renderMusic() []byte {
	n := padFrames(MusicLoopSeconds)
	left := make([]float64, n)
	right := make([]float64, n)
	span := chordSeconds + crossfadeSeconds
	for k, c := range progression {
		start := float64(k)*chordSeconds - crossfadeSeconds/2
		padVoice{start: start, length: span, freq: c.bass, detune: 2, amp: 0.55,
			triangle: 0.2, pan: 0.5, swells: 2, phase: 0.1 * float64(k)}.addTo(left, right)
		yieldCPU()
		for j, f := range c.upper {
			padVoice{start: start, length: span, freq: f, detune: 5, amp: 0.22,
				triangle: 0.35, pan: 0.2 + 0.2*float64(j), swells: 3 + j,
				phase: 0.37*float64(j) + 0.21*float64(k)}.addTo(left, right)
			yieldCPU()
		}
		// A faint octave above the top note, for air.
		padVoice{start: start, length: span, freq: 2 * c.upper[3], detune: 7, amp: 0.035,
			triangle: 0, pan: 0.7, swells: 5, phase: 0.5}.addTo(left, right)
		yieldCPU()
	}
	addBreath(left, 11, 0.0)
	yieldCPU()
	addBreath(right, 12, 0.5)
	yieldCPU()
	lowPassLoop(left, 2800, padRate)
	lowPassLoop(right, 2800, padRate)
	yieldCPU()
	// Linear interpolation never exceeds its end points, so normalizing
	// before upsampling sets the peak of the result.
	normalize(musicPeak, left, right)
	yieldCPU()
	return upsampleLoopPCM16(left, right)
}

// breathStep is how many pad frames apart the breath's noise is drawn;
// the breath is filtered far below that rate and interpolated between.
const breathStep = 8

// addBreath mixes in a faint, dark noise that swells twice per loop, like
// wind heard from indoors. It is filtered as a loop, so it has no seam.
func addBreath(buf []float64, seed uint64, phase float64) {
	n := len(buf)
	noise := make([]float64, n/breathStep)
	rng := rules.NewRNG(seed)
	for i := range noise {
		noise[i] = 2*rng.Float64() - 1
	}
	lowPassLoop(noise, 350, padRate/breathStep)
	lowPassLoop(noise, 350, padRate/breathStep)
	for i := range buf {
		j := i / breathStep
		frac := float64(i%breathStep) / breathStep
		x := noise[j] + frac*(noise[(j+1)%len(noise)]-noise[j])
		swell := 2*float64(i)/float64(n) + phase
		buf[i] += 0.3 * x * (1 + 0.8*sine(swell-math.Floor(swell)))
	}
}

// upsampleLoopPCM16 doubles the rate of one period of a stereo loop by
// linear interpolation, the last frame leading back to the first, and
// encodes it as encodePCM16 does.
func upsampleLoopPCM16(left, right []float64) []byte {
	n := len(left)
	out := make([]byte, 8*n)
	put := func(at int, l, r float64) {
		lv, rv := toInt16(l), toInt16(r)
		out[at] = byte(lv)
		out[at+1] = byte(lv >> 8)
		out[at+2] = byte(rv)
		out[at+3] = byte(rv >> 8)
	}
	for i := range n {
		next := (i + 1) % n
		put(8*i, left[i], right[i])
		put(8*i+4, (left[i]+left[next])/2, (right[i]+right[next])/2)
	}
	return out
}

func clamp01(x float64) float64 { return max(0, min(1, x)) }
