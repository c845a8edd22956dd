package sprites

import "image/color"

// EvenStops spreads colours evenly along a gradient, the first at 0 and
// the last at 1.
func EvenStops(cs ...color.RGBA) []ColorStop {
	out := make([]ColorStop, len(cs))
	for i, c := range cs {
		out[i] = ColorStop{At: float64(i) / float64(max(1, len(cs)-1)), Color: c}
	}
	return out
}
