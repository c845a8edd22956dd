package scenes

// Scene is one screen.
type Scene interface {
	// Update advances the scene one tick and says where to go next.
	Update(ctx *Context) Change
	// Draw paints the scene.
	Draw(c *Canvas)
}

// Disposer is a scene that holds images outside Go's heap (a table's
// art): the root calls Dispose once it has dropped the scene for good and
// drawn it for the last time, so the memory goes back at once rather than
// when a collection happens to find the images. A disposed scene is never
// drawn again.
type Disposer interface {
	Dispose()
}

type changeOp uint8

const (
	opStay changeOp = iota
	opPush
	opPop
	opReplace
	opHome
)

// Change is what a scene asks of the stack after a tick.
type Change struct {
	op   changeOp
	next Scene
}

// Stay keeps the current scene.
var Stay = Change{}

// Push puts s on top; popping it comes back here.
func Push(s Scene) Change { return Change{op: opPush, next: s} }

// Pop leaves the current scene for the one below it.
func Pop() Change { return Change{op: opPop} }

// Replace swaps the current scene for s.
func Replace(s Scene) Change { return Change{op: opReplace, next: s} }

// Home clears the stack down to its first scene, then replaces that with
// s (or keeps it when s is nil).
func Home(s Scene) Change { return Change{op: opHome, next: s} }

// IsStay reports whether the change keeps the current scene.
func (c Change) IsStay() bool { return c.op == opStay }

// Next returns the scene the change leads to, if it names one.
func (c Change) Next() Scene { return c.next }

// String names the change, for tests and logs.
func (c Change) String() string {
	return [...]string{"stay", "push", "pop", "replace", "home"}[c.op]
}

// Spared is a scene with a spot of its own that a screen around it may
// use, and reports whether it has one now: a table that only looks on
// lends the place of its Undo button, which it does not draw.
type Spared interface {
	Spare() (Rect, bool)
}

// Entered is implemented by scenes that want to know when they come on
// top of the stack, at push, replace, or when the scene above is popped.
type Entered interface {
	Enter(ctx *Context)
}
