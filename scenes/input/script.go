package input

// Script is a Source that replays steps, one per tick, for tests: taps,
// drags and keys written in logical units. When the steps run out the
// pointer rests up where it last was.
type Script struct {
	steps []Raw
	last  Raw
}

// Len returns the number of ticks still queued.
func (s *Script) Len() int { return len(s.steps) }

// Raw returns the next step.
func (s *Script) Raw(func(x, y float64) (float64, float64)) Raw {
	if len(s.steps) == 0 {
		r := s.last
		r.Down, r.Keys, r.Wheel = false, 0, 0
		return r
	}
	r := s.steps[0]
	s.steps = s.steps[1:]
	s.last = r
	return r
}

// Wait queues ticks with the pointer up and still.
func (s *Script) Wait(ticks int) *Script {
	r := s.tail()
	r.Down, r.Keys, r.Wheel = false, 0, 0
	for i := 0; i < ticks; i++ {
		s.steps = append(s.steps, r)
	}
	return s
}

// Tap queues a press and release at x, y: up, down for two ticks, up.
func (s *Script) Tap(x, y float64) *Script {
	up := Raw{X: x, Y: y, Present: true}
	down := up
	down.Down = true
	s.steps = append(s.steps, up, down, down, up)
	return s
}

// LongPress queues a press held still past the long-press time at x, y.
func (s *Script) LongPress(x, y float64) *Script {
	up := Raw{X: x, Y: y, Present: true}
	down := up
	down.Down = true
	s.steps = append(s.steps, up)
	for i := 0; i <= LongPressTicks+1; i++ {
		s.steps = append(s.steps, down)
	}
	s.steps = append(s.steps, up)
	return s
}

// TouchLongPress queues a finger held still on the glass past the
// long-press time at x, y, then lifted.
func (s *Script) TouchLongPress(x, y float64) *Script {
	down := Raw{X: x, Y: y, Present: true, Touch: true, Down: true}
	for i := 0; i <= LongPressTicks+1; i++ {
		s.steps = append(s.steps, down)
	}
	s.steps = append(s.steps, Raw{X: x, Y: y, Touch: true})
	return s
}

// Drag queues a press at x0, y0, a move in steps to x1, y1 and a release.
func (s *Script) Drag(x0, y0, x1, y1 float64, steps int) *Script {
	if steps < 2 {
		steps = 2
	}
	s.steps = append(s.steps, Raw{X: x0, Y: y0, Present: true})
	for i := 0; i <= steps; i++ {
		t := float64(i) / float64(steps)
		s.steps = append(s.steps, Raw{X: x0 + (x1-x0)*t, Y: y0 + (y1-y0)*t, Present: true, Down: true})
	}
	s.steps = append(s.steps, Raw{X: x1, Y: y1, Down: true, Present: true}, Raw{X: x1, Y: y1, Present: true})
	return s
}

// Rest queues ticks with a mouse resting at x, y, no button down.
func (s *Script) Rest(x, y float64, ticks int) *Script {
	for i := 0; i < ticks; i++ {
		s.steps = append(s.steps, Raw{X: x, Y: y, Present: true})
	}
	return s
}

// Wheel queues a turn of the mouse wheel by notches (positive away from
// the user) with the pointer resting at x, y.
func (s *Script) Wheel(x, y, notches float64) *Script {
	s.steps = append(s.steps, Raw{X: x, Y: y, Present: true, Wheel: notches}, Raw{X: x, Y: y, Present: true})
	return s
}

// Key queues a press and release of the key of intent i.
func (s *Script) Key(i Intent) *Script {
	r := s.tail()
	r.Down, r.Wheel = false, 0
	r.Keys = i
	up := r
	up.Keys = 0
	s.steps = append(s.steps, r, up)
	return s
}

func (s *Script) tail() Raw {
	if len(s.steps) > 0 {
		return s.steps[len(s.steps)-1]
	}
	return s.last
}
