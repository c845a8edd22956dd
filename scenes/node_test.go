package scenes_test

import (
	"math"
	"testing"

	"starboard/scenes"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestNodeTurnsAndScalesAboutItsPivot(t *testing.T) {
	n := scenes.NewNode(40, 20).Centered()
	n.X, n.Y, n.Rotation, n.ScaleX, n.ScaleY = 100, 50, math.Pi/2, 2, 2
	g := n.Local()
	if x, y := g.Apply(20, 10); !near(x, 100) || !near(y, 50) {
		t.Errorf("pivot maps to %v,%v, want 100,50", x, y)
	}
	// The middle of the right edge is 20 units right of the pivot: scaled
	// twice and turned a quarter clockwise it ends 40 units below.
	if x, y := g.Apply(40, 10); !near(x, 100) || !near(y, 90) {
		t.Errorf("right edge maps to %v,%v, want 100,90", x, y)
	}
}

func TestWorldComposesParentsAndToLocalUndoesIt(t *testing.T) {
	root := scenes.NewNode(0, 0)
	root.X, root.Y, root.ScaleX, root.ScaleY = 200, 100, 0.5, 0.5
	mid := root.Add(scenes.NewNode(0, 0))
	mid.X, mid.Rotation = 40, math.Pi
	leaf := mid.Add(scenes.NewNode(10, 10))
	leaf.X, leaf.Y = 10, 20
	g := leaf.World()
	// leaf (0,0) -> mid (10,20) -> turned half a turn (-10,-20), moved
	// (30,-20) -> halved (15,-10) -> moved (215,90).
	if x, y := g.Apply(0, 0); !near(x, 215) || !near(y, 90) {
		t.Fatalf("World maps the origin to %v,%v, want 215,90", x, y)
	}
	for _, p := range [][2]float64{{0, 0}, {3, 7}, {-12, 40}} {
		wx, wy := g.Apply(p[0], p[1])
		lx, ly, ok := leaf.ToLocal(wx, wy)
		if !ok || !near(lx, p[0]) || !near(ly, p[1]) {
			t.Errorf("ToLocal(World(%v)) = %v,%v (%v), want it back", p, lx, ly, ok)
		}
	}
	wp := leaf.WorldPose()
	if !near(wp.Scale, 0.5) || !near(math.Abs(wp.Rotation), math.Pi) {
		t.Errorf("WorldPose = %+v, want scale 0.5 and half a turn", wp)
	}
}

func TestHitTestFindsTheTopmostNode(t *testing.T) {
	root := scenes.NewNode(0, 0)
	low := root.Add(scenes.NewNode(100, 100))
	low.ID, low.Layer = 1, 5
	high := root.Add(scenes.NewNode(100, 100))
	high.ID, high.X = 2, 50
	same := root.Add(scenes.NewNode(100, 100))
	same.ID, same.X, same.Layer = 3, 80, 5
	cases := []struct {
		x, y float64
		want int
	}{
		{10, 10, 1},   // only low
		{60, 10, 1},   // low is on a higher layer than high
		{90, 10, 3},   // same layer as low, added later: on top
		{170, 10, 3},  // only same
		{150, 10, 3},  // high and same: same is on a higher layer
		{10, 150, -1}, // nothing
	}
	for _, c := range cases {
		got := -1
		if n := root.HitTest(c.x, c.y); n != nil {
			got = n.ID
		}
		if got != c.want {
			t.Errorf("HitTest(%v, %v) = node %d, want %d", c.x, c.y, got, c.want)
		}
	}
}

func TestHitTestSkipsHiddenAndPassive(t *testing.T) {
	root := scenes.NewNode(0, 0)
	back := root.Add(scenes.NewNode(100, 100))
	back.ID = 1
	group := root.Add(scenes.NewNode(100, 100))
	group.ID, group.Passive = 2, true
	child := group.Add(scenes.NewNode(20, 20))
	child.ID = 3
	if n := root.HitTest(50, 50); n == nil || n.ID != 1 {
		t.Errorf("a passive group over a node: hit %v, want the node under it", n)
	}
	if n := root.HitTest(10, 10); n == nil || n.ID != 3 {
		t.Errorf("a passive group's child: hit %v, want the child", n)
	}
	group.Hidden = true
	if n := root.HitTest(10, 10); n == nil || n.ID != 1 {
		t.Errorf("a hidden group's child: hit %v, want the node under it", n)
	}
	back.Hidden = true
	if n := root.HitTest(10, 10); n != nil {
		t.Errorf("everything hidden: hit %d, want nothing", n.ID)
	}
}

func TestHitTestFollowsRotationAndScale(t *testing.T) {
	root := scenes.NewNode(0, 0)
	root.ScaleX, root.ScaleY = 2, 2
	bar := root.Add(scenes.NewNode(100, 20).Centered())
	bar.X, bar.Y, bar.Rotation = 100, 100, math.Pi/2
	// Stood on end and scaled twice about the canvas origin, the bar spans
	// 100..300 down and 180..220 across the canvas.
	for _, c := range []struct {
		x, y float64
		hit  bool
	}{
		{200, 200, true}, {200, 290, true}, {200, 110, true},
		{290, 200, false}, {110, 200, false}, {230, 200, false}, {215, 280, true},
	} {
		if got := root.HitTest(c.x, c.y) == bar; got != c.hit {
			t.Errorf("HitTest(%v, %v) on the turned bar = %v, want %v", c.x, c.y, got, c.hit)
		}
	}
	bar.ScaleX = 0
	if root.HitTest(200, 200) != nil {
		t.Error("a node scaled to nothing was hit")
	}
}

func TestDetachAndInsertKeepTheTree(t *testing.T) {
	a, b := scenes.NewNode(1, 1), scenes.NewNode(1, 1)
	x := scenes.NewNode(1, 1)
	a.Add(x)
	b.Insert(0, x)
	if len(a.Children()) != 0 || len(b.Children()) != 1 || x.Parent() != b {
		t.Fatalf("moving a child: a has %d, b has %d, parent is b: %v", len(a.Children()), len(b.Children()), x.Parent() == b)
	}
	y := b.Insert(0, scenes.NewNode(1, 1))
	if b.Children()[0] != y || b.Children()[1] != x {
		t.Error("Insert(0) did not put the node first")
	}
	x.Detach()
	if x.Parent() != nil || len(b.Children()) != 1 {
		t.Error("Detach left the node in its parent")
	}
}

func TestMotionsRunInTicksAndInSequence(t *testing.T) {
	n := scenes.NewNode(10, 10)
	n.Animate(100,
		scenes.MoveTo(100, 50, 10, scenes.Linear),
		scenes.Wait(5),
		scenes.FadeTo(0, 4, scenes.Linear).With(scenes.ScaleTo(3, 0, nil)),
	)
	steps := []struct {
		tick              int64
		x, y, alpha, size float64
	}{
		{100, 0, 0, 1, 1},
		{105, 50, 25, 1, 1},
		{110, 100, 50, 1, 1},
		{114, 100, 50, 1, 1},
		{117, 100, 50, 0.5, 2},
		{119, 100, 50, 0, 3},
	}
	for _, s := range steps {
		n.Update(s.tick)
		if !near(n.X, s.x) || !near(n.Y, s.y) || !near(n.Alpha, s.alpha) || !near(n.ScaleX, s.size) {
			t.Errorf("tick %d: at %v,%v alpha %v scale %v; want %v,%v alpha %v scale %v", s.tick, n.X, n.Y, n.Alpha, n.ScaleX, s.x, s.y, s.alpha, s.size)
		}
	}
	if n.Animating() {
		t.Error("still animating after the last step")
	}
	n.Then(200, scenes.TurnTo(1, 10, scenes.EaseOut))
	if got := n.Target().Rotation; got != 1 {
		t.Errorf("Target().Rotation = %v, want 1", got)
	}
	n.Update(210)
	if n.Rotation != 1 || n.Animating() {
		t.Errorf("after TurnTo: rotation %v, animating %v", n.Rotation, n.Animating())
	}
}

func TestUpdateRunsTheWholeTree(t *testing.T) {
	root := scenes.NewNode(0, 0)
	kid := root.Add(scenes.NewNode(1, 1))
	kid.Animate(0, scenes.MoveTo(10, 0, 10, scenes.Linear))
	root.Update(5)
	if kid.X != 5 {
		t.Errorf("a child's motion at half time: x = %v, want 5", kid.X)
	}
}

func TestTreeUpdateAndHitTestDoNotAllocate(t *testing.T) {
	root := tree(60)
	tick := int64(0)
	allocs := testing.AllocsPerRun(200, func() {
		tick++
		root.Update(tick)
		root.HitTest(float64(tick%640), 300)
	})
	if allocs != 0 {
		t.Errorf("Update and HitTest of a 60-node tree: %v allocations, want 0", allocs)
	}
}

// tree returns a root with n nodes in groups of ten, turned and scaled,
// some of them moving for ever.
func tree(n int) *scenes.Node {
	root := scenes.NewNode(0, 0)
	var group *scenes.Node
	for i := 0; i < n; i++ {
		if i%10 == 0 {
			group = root.Add(scenes.NewNode(0, 0))
			group.X, group.Y = 120+float64(i/10%3)*380, 140+float64(i/30)*300
			group.Rotation = 0.1 * float64(i/10)
			group.Passive = true
		}
		k := group.Add(scenes.NewNode(80, 110).Centered())
		k.ID, k.Layer = i, (i*7)%5
		a := (float64(i%10) - 4.5) * 0.12
		k.X, k.Y, k.Rotation = 30*float64(i%10-5), 40*(1-math.Cos(a)), a
		if i%3 == 0 {
			k.Animate(0, scenes.MoveTo(k.X, k.Y-30, 1<<40, scenes.Linear))
		}
	}
	return root
}
