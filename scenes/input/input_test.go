package input

import "testing"

func run(s *Script) []Frame {
	var t Tracker
	var out []Frame
	for s.Len() > 0 {
		out = append(out, t.Update(s.Raw(nil)))
	}
	return out
}

func count(fs []Frame, pick func(Frame) bool) int {
	n := 0
	for _, f := range fs {
		if pick(f) {
			n++
		}
	}
	return n
}

func TestTapIsOneTapNoDrag(t *testing.T) {
	fs := run(new(Script).Tap(100, 200))
	if n := count(fs, func(f Frame) bool { return f.Tap }); n != 1 {
		t.Fatalf("taps = %d, want 1", n)
	}
	if n := count(fs, func(f Frame) bool { return f.DragStart || f.LongPress }); n != 0 {
		t.Errorf("a tap also gave %d drags or long presses", n)
	}
	for _, f := range fs {
		if f.Tap && (f.X != 100 || f.Y != 200) {
			t.Errorf("tap at %v,%v, want 100,200", f.X, f.Y)
		}
	}
}

func TestLongPressIsNotATap(t *testing.T) {
	fs := run(new(Script).LongPress(10, 10))
	if n := count(fs, func(f Frame) bool { return f.LongPress }); n != 1 {
		t.Errorf("long presses = %d, want 1", n)
	}
	if n := count(fs, func(f Frame) bool { return f.Tap }); n != 0 {
		t.Errorf("a long press also tapped %d times", n)
	}
}

func TestDragStartsAndDrops(t *testing.T) {
	fs := run(new(Script).Drag(0, 0, 300, 0, 10))
	if n := count(fs, func(f Frame) bool { return f.DragStart }); n != 1 {
		t.Errorf("drag starts = %d, want 1", n)
	}
	var drop *Frame
	for i := range fs {
		if fs[i].Drop {
			drop = &fs[i]
		}
		if fs[i].Tap {
			t.Error("a drag tapped")
		}
	}
	if drop == nil || drop.X != 300 || drop.PressX != 0 {
		t.Fatalf("drop = %+v, want one at x=300 from x=0", drop)
	}
}

func TestSmallWobbleStaysATap(t *testing.T) {
	s := new(Script)
	s.steps = []Raw{{X: 0, Y: 0, Present: true}, {X: 0, Y: 0, Down: true, Present: true}, {X: DragSlop / 2, Y: 0, Down: true, Present: true}, {X: DragSlop / 2, Present: true}}
	if n := count(run(s), func(f Frame) bool { return f.Tap }); n != 1 {
		t.Errorf("taps = %d, want 1 for a wobble under the drag slop", n)
	}
}

func TestIntentsFireOncePerPress(t *testing.T) {
	s := new(Script).Key(Undo)
	s.steps = append(s.steps, Raw{Keys: Back}, Raw{Keys: Back}, Raw{Keys: Back}, Raw{})
	fs := run(s)
	if n := count(fs, func(f Frame) bool { return f.Has(Undo) }); n != 1 {
		t.Errorf("undo fired %d times, want 1", n)
	}
	if n := count(fs, func(f Frame) bool { return f.Has(Back) }); n != 1 {
		t.Errorf("a held Back fired %d times, want 1", n)
	}
}
