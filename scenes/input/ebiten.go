package input

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Device reads the real mouse, touch screen and keyboard. With TouchOnly
// (kiosk mode) the mouse is ignored.
type Device struct {
	TouchOnly bool
	touches   []ebiten.TouchID
	// lifted remembers where the last finger was, so the tick it lifts
	// ends the gesture there and not at the mouse's stale position.
	lifted       bool
	liftX, liftY float64
}

var keyIntents = []struct {
	key    ebiten.Key
	intent Intent
}{
	{ebiten.KeyEscape, Back},
	{ebiten.KeyBackspace, Back},
	{ebiten.KeyZ, Undo},
	{ebiten.KeySpace, Confirm},
	{ebiten.KeyEnter, Confirm},
	{ebiten.KeyF, Fullscreen},
	{ebiten.KeyArrowLeft, Previous},
	{ebiten.KeyArrowRight, Next},
}

// Raw returns the devices' state now.
func (d *Device) Raw(toLogical func(x, y float64) (float64, float64)) Raw {
	var r Raw
	d.touches = ebiten.AppendTouchIDs(d.touches[:0])
	if len(d.touches) > 0 {
		x, y := ebiten.TouchPosition(d.touches[0])
		r.X, r.Y = toLogical(float64(x), float64(y))
		r.Down, r.Present, r.Touch = true, true, true
		d.lifted, d.liftX, d.liftY = true, r.X, r.Y
	} else if d.lifted {
		r.X, r.Y, r.Present, r.Touch = d.liftX, d.liftY, true, true
		d.lifted = false
	} else if !d.TouchOnly {
		x, y := ebiten.CursorPosition()
		r.X, r.Y = toLogical(float64(x), float64(y))
		r.Present = true
		r.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
		_, r.Wheel = ebiten.Wheel()
	}
	if !d.TouchOnly {
		for _, k := range keyIntents {
			if ebiten.IsKeyPressed(k.key) {
				r.Keys |= k.intent
			}
		}
	}
	return r
}
