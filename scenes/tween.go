package scenes

import "math"

// Ease maps progress in [0, 1] to eased progress.
type Ease func(t float64) float64

// Easings.
var (
	Linear    Ease = func(t float64) float64 { return t }
	EaseOut   Ease = func(t float64) float64 { return 1 - (1-t)*(1-t)*(1-t) }
	EaseInOut Ease = func(t float64) float64 { return t * t * (3 - 2*t) }
	// Back overshoots a little and settles, for pieces landing.
	Back Ease = func(t float64) float64 {
		const c = 1.7
		u := t - 1
		return 1 + (c+1)*u*u*u + c*u*u
	}
	// Pulse goes 0 -> 1 -> 0.
	Pulse Ease = func(t float64) float64 { return math.Sin(t * math.Pi) }
)

// Tween moves a value from From to To over Ticks, starting at Start.
type Tween struct {
	From, To float64
	Start    int64
	Ticks    int64
	Ease     Ease
}

// At returns the value at tick now.
func (t Tween) At(now int64) float64 {
	return t.From + (t.To-t.From)*t.Progress(now)
}

// Progress returns the eased progress at now, in [0, 1].
func (t Tween) Progress(now int64) float64 {
	if t.Ticks <= 0 || now >= t.Start+t.Ticks {
		return t.ease(1)
	}
	if now <= t.Start {
		return t.ease(0)
	}
	return t.ease(float64(now-t.Start) / float64(t.Ticks))
}

// Done reports whether the tween has finished at now.
func (t Tween) Done(now int64) bool { return now >= t.Start+t.Ticks }

func (t Tween) ease(p float64) float64 {
	if t.Ease == nil {
		return p
	}
	return t.Ease(p)
}

// Sequence runs steps one after another; each step is a length in ticks.
// It tells which step a tick falls in and how far along it is.
type Sequence struct {
	Start int64
	Steps []int64
}

// At returns the index of the step running at now (len(Steps) once done)
// and its linear progress.
func (s Sequence) At(now int64) (step int, progress float64) {
	t := now - s.Start
	if t < 0 {
		return 0, 0
	}
	for i, n := range s.Steps {
		if t < n {
			return i, float64(t) / float64(n)
		}
		t -= n
	}
	return len(s.Steps), 1
}

// Length returns the total ticks of the sequence.
func (s Sequence) Length() int64 {
	var n int64
	for _, d := range s.Steps {
		n += d
	}
	return n
}
