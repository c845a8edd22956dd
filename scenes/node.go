package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Node is one thing of a scene graph: a box of W by H local units placed
// in its parent by a transform, with children drawn over it.
//
// Its pivot (PivotX, PivotY, in local units) sits at X, Y of the parent;
// the node is scaled and turned about it. Nodes draw in layer order
// (lowest first; equal layers in the order they were added), each in its
// own local units through the canvas, and hit-testing goes the other way,
// topmost first. Make nodes with NewNode: a zero Node has no size, scale
// or opacity.
type Node struct {
	X, Y           float64 // where the pivot sits, in the parent's units
	PivotX, PivotY float64 // the point scaled and turned about, in local units
	ScaleX, ScaleY float64
	Rotation       float64 // radians, clockwise on screen
	Alpha          float64 // opacity, multiplied down the tree
	W, H           float64 // the box hit-testing uses: (0, 0) to (W, H)
	Layer          int

	// Hidden nodes are neither drawn nor hit, nor are their children.
	Hidden bool
	// Passive nodes are drawn but never hit themselves; their children
	// still are.
	Passive bool

	// ID is the caller's, to tell nodes apart after a hit test.
	ID int
	// Paint draws the node in its local units; nil draws nothing.
	Paint func(c *Canvas, n *Node)

	parent   *Node
	children []*Node
	order    []*Node // children in drawing order, rebuilt when needed
	motion   motion
}

// NewNode returns a node of w by h local units at full size and opacity.
func NewNode(w, h float64) *Node {
	return &Node{W: w, H: h, ScaleX: 1, ScaleY: 1, Alpha: 1}
}

// Centered puts the pivot at the middle of the node's box, so that X, Y
// is its centre and it turns about it. It returns n.
func (n *Node) Centered() *Node {
	n.PivotX, n.PivotY = n.W/2, n.H/2
	return n
}

// Add makes child the last child of n, taking it from any parent it had.
// It returns child.
func (n *Node) Add(child *Node) *Node {
	child.Detach()
	child.parent = n
	n.children = append(n.children, child)
	return child
}

// Insert makes child the i-th child of n.
func (n *Node) Insert(i int, child *Node) *Node {
	child.Detach()
	child.parent = n
	i = max(0, min(i, len(n.children)))
	n.children = append(n.children, nil)
	copy(n.children[i+1:], n.children[i:])
	n.children[i] = child
	return child
}

// Detach takes n out of its parent.
func (n *Node) Detach() {
	p := n.parent
	if p == nil {
		return
	}
	for i, c := range p.children {
		if c == n {
			copy(p.children[i:], p.children[i+1:])
			p.children[len(p.children)-1] = nil
			p.children = p.children[:len(p.children)-1]
			break
		}
	}
	n.parent = nil
}

// Parent returns the node n is a child of, or nil.
func (n *Node) Parent() *Node { return n.parent }

// Children returns n's children in the order they were added. The slice
// belongs to n.
func (n *Node) Children() []*Node { return n.children }

// Local returns the transform from n's local units to its parent's.
func (n *Node) Local() ebiten.GeoM {
	var g ebiten.GeoM
	g.Translate(-n.PivotX, -n.PivotY)
	g.Scale(n.ScaleX, n.ScaleY)
	if n.Rotation != 0 {
		g.Rotate(n.Rotation)
	}
	g.Translate(n.X, n.Y)
	return g
}

// World returns the transform from n's local units to the units of the
// root of its tree (the logical canvas, when the root is drawn there).
func (n *Node) World() ebiten.GeoM {
	g := n.Local()
	for p := n.parent; p != nil; p = p.parent {
		g.Concat(p.Local())
	}
	return g
}

// ToLocal maps a point of the root's units into n's local units. The
// second result is false when n is scaled to nothing.
func (n *Node) ToLocal(x, y float64) (float64, float64, bool) {
	g := n.World()
	if !g.IsInvertible() {
		return 0, 0, false
	}
	g.Invert()
	lx, ly := g.Apply(x, y)
	return lx, ly, true
}

// Inside reports whether a point of n's local units is in its box.
func (n *Node) Inside(lx, ly float64) bool {
	return lx >= 0 && ly >= 0 && lx < n.W && ly < n.H
}

// Contains reports whether a point of the root's units is over n's box,
// whatever lies above it.
func (n *Node) Contains(x, y float64) bool {
	lx, ly, ok := n.ToLocal(x, y)
	return ok && n.Inside(lx, ly)
}

// Draw paints n and its children, with n's transform and opacity on top
// of what the canvas holds now.
func (n *Node) Draw(c *Canvas) {
	if n.Hidden || n.Alpha <= 0 {
		return
	}
	c.PushFaded(n.Local(), n.Alpha)
	if n.Paint != nil {
		n.Paint(c, n)
	}
	for _, ch := range n.drawOrder() {
		ch.Draw(c)
	}
	c.Pop()
}

// HitTest returns the topmost node of n's tree whose box holds the point
// x, y of n's parent's units (the canvas, for a root), or nil.
func (n *Node) HitTest(x, y float64) *Node {
	if n.Hidden {
		return nil
	}
	g := n.Local()
	if !g.IsInvertible() {
		return nil
	}
	g.Invert()
	lx, ly := g.Apply(x, y)
	order := n.drawOrder()
	for i := len(order) - 1; i >= 0; i-- {
		if hit := order[i].HitTest(lx, ly); hit != nil {
			return hit
		}
	}
	if !n.Passive && n.Inside(lx, ly) {
		return n
	}
	return nil
}

// drawOrder returns the children sorted by layer, keeping the order they
// were added within a layer. It sorts a buffer the node keeps, in place,
// so that it allocates nothing once the buffer has grown.
func (n *Node) drawOrder() []*Node {
	n.order = append(n.order[:0], n.children...)
	o := n.order
	for i := 1; i < len(o); i++ {
		for j := i; j > 0 && o[j-1].Layer > o[j].Layer; j-- {
			o[j-1], o[j] = o[j], o[j-1]
		}
	}
	return o
}

// Pose is where a node is, how big and how opaque: what a Motion moves.
type Pose struct {
	X, Y, Scale, Rotation, Alpha float64
}

// Pose returns n's pose; its scale is ScaleX.
func (n *Node) Pose() Pose {
	return Pose{X: n.X, Y: n.Y, Scale: n.ScaleX, Rotation: n.Rotation, Alpha: n.Alpha}
}

// SetPose places n at p, with the same scale on both axes.
func (n *Node) SetPose(p Pose) {
	n.X, n.Y, n.ScaleX, n.ScaleY, n.Rotation, n.Alpha = p.X, p.Y, p.Scale, p.Scale, p.Rotation, p.Alpha
}

// WorldPose returns n's pose in the units of the root of its tree: where
// its pivot is, its overall scale and rotation, and its opacity times its
// parents'. Under uneven scales the scale is their geometric mean.
func (n *Node) WorldPose() Pose {
	g := n.World()
	x, y := g.Apply(n.PivotX, n.PivotY)
	a, b, c, d, _, _ := geoElements(g)
	alpha := n.Alpha
	for p := n.parent; p != nil; p = p.parent {
		alpha *= p.Alpha
	}
	return Pose{X: x, Y: y, Scale: math.Sqrt(math.Abs(a*d - b*c)), Rotation: math.Atan2(c, a), Alpha: alpha}
}
