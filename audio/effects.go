package audio

// effect is the recipe of one sound effect: its length, the parts mixed
// into it, and how loud its peak is once normalized.
type effect struct {
	length  float64 // seconds
	peak    float64 // of full scale
	fadeOut float64 // seconds of linear fade at the end
	render  func(buf []float64)
}

// Note frequencies in Hz (equal temperament, A4 = 440 Hz).
const (
	noteC5 = 523.25
	noteE5 = 659.26
	noteG5 = 783.99
	noteA5 = 880.00
	noteC6 = 1046.50
	noteE6 = 1318.51
)

var effects = map[Sound]effect{
	Pick: {length: 0.12, peak: 0.45, fadeOut: 0.01, render: func(buf []float64) {
		tone{freq: 520, glideTo: 860, glide: 0.05, amp: 1, attack: 0.003, decay: 0.035}.addTo(buf)
		tone{freq: 1040, glideTo: 1720, glide: 0.05, amp: 0.25, attack: 0.003, decay: 0.02}.addTo(buf)
		noiseBurst{length: 0.006, amp: 0.5, attack: 0.0005, decay: 0.002,
			lowPassFrom: 6000, lowPassTo: 3000, highPass: 800, seed: 1}.addTo(buf)
	}},
	Place: {length: 0.2, peak: 0.6, fadeOut: 0.01, render: func(buf []float64) {
		tone{freq: 210, glideTo: 135, glide: 0.06, amp: 1, attack: 0.0015, decay: 0.06}.addTo(buf)
		tone{freq: 483, glideTo: 310, glide: 0.04, amp: 0.35, attack: 0.001, decay: 0.025}.addTo(buf)
		tone{freq: 1100, amp: 0.08, attack: 0.0005, decay: 0.008}.addTo(buf)
		noiseBurst{length: 0.02, amp: 0.6, attack: 0.0005, decay: 0.006,
			lowPassFrom: 1800, lowPassTo: 500, seed: 2}.addTo(buf)
	}},
	Flip: {length: 0.16, peak: 0.4, fadeOut: 0.01, render: func(buf []float64) {
		noiseBurst{length: 0.07, amp: 1, attack: 0.012, decay: 0.025,
			lowPassFrom: 1500, lowPassTo: 6000, highPass: 700, seed: 3}.addTo(buf)
		noiseBurst{start: 0.055, length: 0.08, amp: 0.7, attack: 0.008, decay: 0.03,
			lowPassFrom: 5000, lowPassTo: 1200, highPass: 500, seed: 4}.addTo(buf)
		tone{start: 0.11, freq: 260, glideTo: 180, glide: 0.02, amp: 0.25, attack: 0.001, decay: 0.015}.addTo(buf)
	}},
	Reveal: {length: 0.6, peak: 0.5, fadeOut: 0.05, render: func(buf []float64) {
		noiseBurst{length: 0.55, amp: 0.6, attack: 0.18, decay: 0.12,
			lowPassFrom: 300, lowPassTo: 4000, highPass: 150, seed: 5}.addTo(buf)
		tone{start: 0.12, freq: noteA5, amp: 0.5, attack: 0.01, decay: 0.22}.addTo(buf)
		tone{start: 0.12, freq: noteA5 * 1.004, amp: 0.2, attack: 0.01, decay: 0.22}.addTo(buf)
		tone{start: 0.12, freq: 2 * noteA5, amp: 0.12, attack: 0.01, decay: 0.12}.addTo(buf)
		tone{start: 0.22, freq: noteE6, amp: 0.45, attack: 0.01, decay: 0.25}.addTo(buf)
		tone{start: 0.22, freq: 2 * noteE6, amp: 0.08, attack: 0.01, decay: 0.1}.addTo(buf)
	}},
	Score: {length: 0.8, peak: 0.6, fadeOut: 0.05, render: func(buf []float64) {
		notes := []float64{noteC5, noteE5, noteG5, noteC6}
		for i, f := range notes {
			start := 0.075 * float64(i)
			decay := 0.16
			if i == len(notes)-1 {
				decay = 0.3
			}
			tone{start: start, freq: f, amp: 1, attack: 0.004, decay: decay}.addTo(buf)
			tone{start: start, freq: f, amp: 0.3, attack: 0.004, decay: decay * 0.7, shape: triangleWave}.addTo(buf)
			tone{start: start, freq: 2 * f, amp: 0.25, attack: 0.004, decay: decay / 2}.addTo(buf)
		}
	}},
	Error: {length: 0.36, peak: 0.5, fadeOut: 0.09, render: func(buf []float64) {
		// A band-limited sawtooth built from its harmonics, twice, a
		// little apart in pitch so the two beat; its pitch sags a little.
		for h := 1.0; h <= 8; h++ {
			amp := 1 / (h * (1 + 0.2*h))
			tone{freq: 112 * h, glideTo: 104 * h, glide: 0.3, amp: amp, attack: 0.02, decay: 0.3}.addTo(buf)
			tone{freq: 113 * h, glideTo: 104.8 * h, glide: 0.3, amp: 0.8 * amp, attack: 0.02, decay: 0.3}.addTo(buf)
		}
		lowPass(buf, 900)
	}},
	TurnChime: {length: 1.6, peak: 0.55, fadeOut: 0.2, render: func(buf []float64) {
		bell(buf, 0, noteG5, 1)
		bell(buf, 0.26, noteE5, 0.9)
	}},
}

// bell mixes in a struck bell: a fundamental with the hum a bell has an
// octave below and a few inharmonic upper partials that fade faster.
func bell(buf []float64, start, freq, amp float64) {
	partials := []struct{ ratio, amp, decay float64 }{
		{0.5, 0.25, 1.0},
		{1, 1, 0.8},
		{2, 0.45, 0.45},
		{2.76, 0.3, 0.3},
		{5.4, 0.15, 0.12},
		{8.93, 0.06, 0.06},
	}
	for _, p := range partials {
		tone{start: start, freq: freq * p.ratio, amp: amp * p.amp, attack: 0.002, decay: p.decay}.addTo(buf)
	}
}

// renderEffect synthesizes an effect into 16-bit stereo PCM.
func renderEffect(e effect) []byte {
	buf := make([]float64, frames(e.length))
	e.render(buf)
	fadeEdges(buf, 0.0005, e.fadeOut)
	normalize(e.peak, buf)
	return encodePCM16(buf, buf)
}
