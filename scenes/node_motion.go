package scenes

// PoseField names the parts of a pose a Motion changes.
type PoseField uint8

// The parts of a pose.
const (
	MoveField  PoseField = 1 << iota // X and Y
	ScaleField                       // the scale on both axes
	TurnField                        // the rotation
	FadeField                        // the opacity
	AllFields  = MoveField | ScaleField | TurnField | FadeField
)

// Motion is one step of a node's animation: the named fields of its pose
// go to To over Ticks, eased. A Motion with no fields waits.
type Motion struct {
	To     Pose
	Fields PoseField
	Ticks  int64
	Ease   Ease
}

// MoveTo moves a node's pivot to x, y.
func MoveTo(x, y float64, ticks int64, e Ease) Motion {
	return Motion{To: Pose{X: x, Y: y}, Fields: MoveField, Ticks: ticks, Ease: e}
}

// ScaleTo scales a node to s on both axes.
func ScaleTo(s float64, ticks int64, e Ease) Motion {
	return Motion{To: Pose{Scale: s}, Fields: ScaleField, Ticks: ticks, Ease: e}
}

// TurnTo turns a node to the rotation r, in radians.
func TurnTo(r float64, ticks int64, e Ease) Motion {
	return Motion{To: Pose{Rotation: r}, Fields: TurnField, Ticks: ticks, Ease: e}
}

// FadeTo fades a node to the opacity a.
func FadeTo(a float64, ticks int64, e Ease) Motion {
	return Motion{To: Pose{Alpha: a}, Fields: FadeField, Ticks: ticks, Ease: e}
}

// GlideTo takes a node to the whole pose p.
func GlideTo(p Pose, ticks int64, e Ease) Motion {
	return Motion{To: p, Fields: AllFields, Ticks: ticks, Ease: e}
}

// Wait holds a node still for ticks.
func Wait(ticks int64) Motion { return Motion{Ticks: ticks} }

// With returns m animating o's fields as well, to o's values, over m's
// ticks and ease.
func (m Motion) With(o Motion) Motion {
	if o.Fields&MoveField != 0 {
		m.To.X, m.To.Y = o.To.X, o.To.Y
	}
	if o.Fields&ScaleField != 0 {
		m.To.Scale = o.To.Scale
	}
	if o.Fields&TurnField != 0 {
		m.To.Rotation = o.To.Rotation
	}
	if o.Fields&FadeField != 0 {
		m.To.Alpha = o.To.Alpha
	}
	m.Fields |= o.Fields
	return m
}

// motion is the sequence of steps a node is running.
type motion struct {
	steps []Motion
	step  int
	start int64 // the tick the current step began
	from  Pose  // the pose at that tick
}

// Animate starts steps on n at tick now, one after another, dropping any
// animation under way; each step starts from where the last one left n.
// The steps are copied into a buffer n keeps.
func (n *Node) Animate(now int64, steps ...Motion) {
	n.motion.steps = append(n.motion.steps[:0], steps...)
	n.motion.step, n.motion.start, n.motion.from = 0, now, n.Pose()
}

// Then queues steps after the animation under way; on a node at rest
// they start at the next Update.
func (n *Node) Then(now int64, steps ...Motion) {
	if !n.Animating() {
		n.Animate(now, steps...)
		return
	}
	n.motion.steps = append(n.motion.steps, steps...)
}

// Animating reports whether n has steps left to run.
func (n *Node) Animating() bool { return n.motion.step < len(n.motion.steps) }

// Stop drops n's animation, leaving n where it is.
func (n *Node) Stop() {
	n.motion.steps = n.motion.steps[:0]
	n.motion.step = 0
}

// Target returns the pose n's animation ends at (n's pose when at rest).
func (n *Node) Target() Pose {
	p := n.Pose()
	for _, m := range n.motion.steps[n.motion.step:] {
		p = m.apply(p, p, 1)
	}
	return p
}

// Update runs the animations of n and its tree up to tick now.
func (n *Node) Update(now int64) {
	n.advance(now)
	for _, c := range n.children {
		c.Update(now)
	}
}

func (n *Node) advance(now int64) {
	mo := &n.motion
	for mo.step < len(mo.steps) {
		m := mo.steps[mo.step]
		t := Tween{From: 0, To: 1, Start: mo.start, Ticks: m.Ticks, Ease: m.Ease}
		if !t.Done(now) {
			n.setFields(m.apply(mo.from, n.Pose(), t.Progress(now)), m.Fields)
			return
		}
		n.setFields(m.apply(mo.from, n.Pose(), 1), m.Fields)
		mo.step++
		mo.start += max(m.Ticks, 0)
		mo.from = n.Pose()
	}
	n.Stop()
}

// apply returns cur with m's fields set between from and m.To at
// progress t (eased already).
func (m Motion) apply(from, cur Pose, t float64) Pose {
	lerp := func(a, b float64) float64 { return a + (b-a)*t }
	if m.Fields&MoveField != 0 {
		cur.X, cur.Y = lerp(from.X, m.To.X), lerp(from.Y, m.To.Y)
	}
	if m.Fields&ScaleField != 0 {
		cur.Scale = lerp(from.Scale, m.To.Scale)
	}
	if m.Fields&TurnField != 0 {
		cur.Rotation = lerp(from.Rotation, m.To.Rotation)
	}
	if m.Fields&FadeField != 0 {
		cur.Alpha = lerp(from.Alpha, m.To.Alpha)
	}
	return cur
}

// setFields sets the named fields of n's pose from p.
func (n *Node) setFields(p Pose, f PoseField) {
	if f&MoveField != 0 {
		n.X, n.Y = p.X, p.Y
	}
	if f&ScaleField != 0 {
		n.ScaleX, n.ScaleY = p.Scale, p.Scale
	}
	if f&TurnField != 0 {
		n.Rotation = p.Rotation
	}
	if f&FadeField != 0 {
		n.Alpha = p.Alpha
	}
}
