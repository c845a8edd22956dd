package scenes

// Beside returns where a tip w by h goes to word thing, inside area: to
// its right, else its left, else above or under it, else the free place
// nearest it within nearby, else in a corner of area, the first of these
// that covers none of the rectangles in avoid (the places lit for the
// player's choice, which a tip must not hide).
// When every one of these covers one, the place nearest thing that
// covers none, or else the one of them that covers the least area. A lit
// region that holds thing and is much larger than the tip (a continent
// the thing lies in) is not kept off: the tip stays near the thing.
func Beside(thing Rect, w, h float64, area Rect, avoid []Rect) Rect {
	return BesideKeeping(thing, w, h, area, avoid, nil)
}

// BesideKeeping is Beside that also keeps off every rectangle of keep,
// even one that holds thing: a hand the pointer is on, whose cards the
// player is reading, pushes the tip above or beside it.
func BesideKeeping(thing Rect, w, h float64, area Rect, avoid, keep []Rect) Rect {
	const gap = 10.0
	// A kept strip the thing lies in widens the thing across the strip, so
	// that the tip goes off the strip beside the thing: above or under a
	// hand, at the thing's place along it.
	for _, k := range keep {
		if !k.holds(thing) {
			continue
		}
		if k.W >= k.H {
			thing.Y, thing.H = k.Y, k.H
		} else {
			thing.X, thing.W = k.X, k.W
		}
	}
	w, h = min(w, area.W), min(h, area.H)
	cx, cy := thing.Center()
	right, bottom := area.X+area.W-w, area.Y+area.H-h
	sides := [8]Rect{
		{thing.X + thing.W + gap, cy - h/2, w, h},
		{thing.X - gap - w, cy - h/2, w, h},
		{cx - w/2, thing.Y - gap - h, w, h},
		{cx - w/2, thing.Y + thing.H + gap, w, h},
		{right, area.Y, w, h},
		{area.X, area.Y, w, h},
		{right, bottom, w, h},
		{area.X, bottom, w, h},
	}
	best, bestCover := Rect{}, -1.0
	for i, r := range sides {
		if i == 4 {
			// Every side covers something: a free place near the thing
			// comes before a corner of the area, far from it.
			if r, ok := nearestFree(thing, w, h, area, avoid, keep, nearby); ok {
				return r
			}
		}
		// A side pushed back inside the area may cover the thing it words,
		// and a corner may be over it.
		fits := r.X >= area.X && r.X+r.W <= area.X+area.W && r.Y >= area.Y && r.Y+r.H <= area.Y+area.H
		r.X = max(area.X, min(r.X, area.X+area.W-w))
		r.Y = max(area.Y, min(r.Y, area.Y+area.H-h))
		cover := r.OverlapArea(thing) * 4
		if fits && cover > 0 {
			continue
		}
		for _, a := range keep {
			cover += r.OverlapArea(a) * 2
		}
		for _, a := range avoid {
			if !region(a, thing, w, h) {
				cover += r.OverlapArea(a.Inset(-litGlow))
			}
		}
		if bestCover < 0 || cover < bestCover {
			best, bestCover = r, cover
		}
		if cover == 0 {
			return r
		}
	}
	// Lit places all round (many lit over a map): the place nearest the
	// thing that covers neither it nor any of them, if there is one.
	if r, ok := nearestFree(thing, w, h, area, avoid, keep, -1); ok {
		return r
	}
	return best
}

// nearby is how far from the thing, in canvas units, a free place is
// taken before a corner of the area.
const nearby = 120.0

// NearestFree returns the place w by h in area nearest thing that covers
// neither it, nor any of avoid (leaving out the regions that hold thing),
// nor any of keep; with limit >= 0, only one at most limit from thing.
func NearestFree(thing Rect, w, h float64, area Rect, avoid, keep []Rect, limit float64) (Rect, bool) {
	return nearestFree(thing, w, h, area, avoid, keep, limit)
}

// nearestFree returns the place w by h in area nearest thing that covers
// neither it, nor any of avoid (leaving out the regions that hold thing),
// nor any of keep; with limit >= 0, only one at most limit from thing.
func nearestFree(thing Rect, w, h float64, area Rect, avoid, keep []Rect, limit float64) (Rect, bool) {
	cx, cy := thing.Center()
	best, bestD := Rect{}, -1.0
	for y := area.Y; y+h <= area.Y+area.H; y += 16 {
		for x := area.X; x+w <= area.X+area.W; x += 16 {
			r := Rect{x, y, w, h}
			dx := max(r.X-cx, 0, cx-r.X-r.W)
			dy := max(r.Y-cy, 0, cy-r.Y-r.H)
			d := dx*dx + dy*dy
			if limit >= 0 && d > limit*limit || bestD >= 0 && d >= bestD {
				continue
			}
			if r.Overlaps(thing) || r.coversAny(thing, w, h, avoid) || r.overlapsAny(keep) {
				continue
			}
			best, bestD = r, d
		}
	}
	return best, bestD >= 0
}

// coversAny reports whether r covers one of avoid, leaving out the
// regions that hold thing.
func (r Rect) coversAny(thing Rect, w, h float64, avoid []Rect) bool {
	for _, a := range avoid {
		if r.Overlaps(a.Inset(-litGlow)) && !region(a, thing, w, h) {
			return true
		}
	}
	return false
}

// overlapsAny reports whether r overlaps one of keep.
func (r Rect) overlapsAny(keep []Rect) bool {
	for _, k := range keep {
		if r.Overlaps(k) {
			return true
		}
	}
	return false
}

// litGlow is how far a lit place's glow reaches past it, which a tip
// keeps off too.
const litGlow = 8.0

// OverlapArea returns the area r and o share.
func (r Rect) OverlapArea(o Rect) float64 {
	w := min(r.X+r.W, o.X+o.W) - max(r.X, o.X)
	h := min(r.Y+r.H, o.Y+o.H) - max(r.Y, o.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// holds reports whether o lies wholly inside r.
func (r Rect) holds(o Rect) bool {
	return o.X >= r.X && o.Y >= r.Y && o.X+o.W <= r.X+r.W && o.Y+o.H <= r.Y+r.H
}

// region reports whether lit place a holds thing and is much larger than
// a tip w by h: a region the thing lies in, which a tip need not keep off.
func region(a, thing Rect, w, h float64) bool {
	return a.holds(thing) && a.W*a.H > 4*w*h
}
