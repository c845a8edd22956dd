package sprites

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
)

// paintField renders the colour field f, evaluated at pixel centres in
// bounds' coordinates, into a new image covering bounds.
func paintField(bounds image.Rectangle, f func(x, y float64) color.RGBA) *ebiten.Image {
	pix := image.NewRGBA(image.Rect(0, 0, max(1, bounds.Dx()), max(1, bounds.Dy())))
	i := 0
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			c := f(float64(x)+0.5, float64(y)+0.5)
			pix.Pix[i], pix.Pix[i+1], pix.Pix[i+2], pix.Pix[i+3] = c.R, c.G, c.B, c.A
			i += 4
		}
	}
	return NewImageFrom(pix)
}

func clamp8(v float64) uint8 { return uint8(min(max(math.Round(v), 0), 255)) }

// valueNoise is a seeded 2D value noise on a 64×64 lattice that wraps.
type valueNoise struct{ lattice [64 * 64]float64 }

func newValueNoise(seed uint64) *valueNoise {
	rng := rand.New(rand.NewPCG(seed, 0x401CE))
	n := &valueNoise{}
	for i := range n.lattice {
		n.lattice[i] = rng.Float64()
	}
	return n
}

func (n *valueNoise) at(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	fx, fy = fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int(x0)&63, int(y0)&63
	jx, jy := (ix+1)&63, (iy+1)&63
	a, b := n.lattice[iy*64+ix], n.lattice[iy*64+jx]
	c, d := n.lattice[jy*64+ix], n.lattice[jy*64+jx]
	return a + (b-a)*fx + (c-a)*fy + (a-b-c+d)*fx*fy
}

// fbm sums four octaves of the noise, from 0 to 1.
func (n *valueNoise) fbm(x, y float64) float64 {
	v, amp, total := 0.0, 0.5, 0.0
	for range 4 {
		v += amp * n.at(x, y)
		total += amp
		x, y = x*2.03+17.1, y*2.03+5.3
		amp *= 0.5
	}
	return v / total
}
