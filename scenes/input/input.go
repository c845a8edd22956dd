// Package input turns mouse, touch and keys into what a scene needs: one
// pointer with taps, long presses and drags, and keys read as intents.
// A Source supplies raw state each tick; the real one reads ebiten, a
// Script replays a recorded or written sequence so tests drive real scenes.
package input

// Intent is something the player asks for with a key, whatever the key.
type Intent uint8

// The intents.
const (
	Back       Intent = 1 << iota // Esc: leave this screen or dialog
	Undo                          // Z
	Confirm                       // Space or Enter
	Fullscreen                    // F
	Previous                      // Left arrow: a step back (a game's review)
	Next                          // Right arrow: a step forward
)

// Raw is the state of the devices during one tick, in logical units.
type Raw struct {
	X, Y    float64 // pointer position
	Down    bool    // a mouse button or a finger is down
	Present bool    // a pointer exists (a mouse, or a finger on the glass)
	Touch   bool    // the pointer is a finger
	Keys    Intent  // intents whose key is held this tick
	// Wheel is how far the mouse wheel turned this tick, in notches:
	// positive away from the user (to scroll back up), negative towards.
	Wheel float64
}

// Source supplies the raw state of one tick.
type Source interface {
	Raw(toLogical func(x, y float64) (float64, float64)) Raw
}

// Gesture thresholds, in ticks (60 per second) and logical units.
const (
	LongPressTicks = 30 // half a second held still
	DragSlop       = 12 // movement that turns a press into a drag
)

// Frame is what happened to the pointer and keys during one tick.
type Frame struct {
	X, Y    float64 // where the pointer is
	Present bool
	Down    bool
	Touch   bool

	// Press is true on the tick the pointer went down, at PressX, PressY.
	Press          bool
	PressX, PressY float64
	// Tap is true on the tick a short press without a drag ends.
	Tap bool
	// LongPress is true on the tick a press has been held still long enough;
	// a long press never ends in a Tap.
	LongPress bool
	// Holding is true while a long press is held.
	Holding bool
	// DragStart is true on the tick a press turns into a drag; Dragging
	// stays true until Drop, the tick the drag ends at X, Y.
	DragStart, Dragging, Drop bool

	// Intents pressed this tick (just pressed, not held).
	Intents Intent
	// Wheel is how far the mouse wheel turned this tick (Raw.Wheel).
	Wheel float64
}

// Has reports whether intent i was pressed this tick.
func (f Frame) Has(i Intent) bool { return f.Intents&i != 0 }

// Tracker recognises gestures from one raw state per tick.
type Tracker struct {
	down      bool
	held      int
	pressX    float64
	pressY    float64
	dragging  bool
	longFired bool
	keys      Intent
}

// Update reads one tick of raw state and returns its frame.
func (t *Tracker) Update(r Raw) Frame {
	f := Frame{X: r.X, Y: r.Y, Present: r.Present, Down: r.Down, Touch: r.Touch, PressX: t.pressX, PressY: t.pressY, Wheel: r.Wheel}
	f.Intents = r.Keys &^ t.keys
	t.keys = r.Keys
	switch {
	case r.Down && !t.down:
		t.down, t.held, t.dragging, t.longFired = true, 0, false, false
		t.pressX, t.pressY = r.X, r.Y
		f.Press, f.PressX, f.PressY = true, r.X, r.Y
	case r.Down:
		t.held++
		dx, dy := r.X-t.pressX, r.Y-t.pressY
		moved := dx*dx+dy*dy > DragSlop*DragSlop
		if !t.dragging && !t.longFired && moved {
			t.dragging = true
			f.DragStart = true
		}
		if !t.dragging && !t.longFired && t.held >= LongPressTicks {
			t.longFired = true
			f.LongPress = true
		}
		f.Dragging = t.dragging
		f.Holding = t.longFired
	case t.down:
		t.down = false
		switch {
		case t.dragging:
			f.Drop = true
		case !t.longFired:
			f.Tap = true
		}
		t.dragging, t.longFired = false, false
	}
	return f
}

// Reset forgets any press under way, for a new screen.
func (t *Tracker) Reset() { *t = Tracker{keys: t.keys, down: t.down, longFired: t.down} }
