package scenes

// Beside returns where a tip w by h goes to word thing, inside area: to
// its right, else its left, else above or under it, else in a corner of
// area, the first of these that covers none of the rectangles in avoid
// (the places lit for the player's choice, which a tip must not hide).
// When every place covers one, the one that covers the least area wins,
// in that order. A lit place that holds thing itself is not kept off: no
// place could.
func Beside(thing Rect, w, h float64, area Rect, avoid []Rect) Rect {
	const gap = 10.0
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
	for _, r := range sides {
		// A side pushed back inside the area may cover the thing it words,
		// and a corner may be over it.
		fits := r.X >= area.X && r.X+r.W <= area.X+area.W && r.Y >= area.Y && r.Y+r.H <= area.Y+area.H
		r.X = max(area.X, min(r.X, area.X+area.W-w))
		r.Y = max(area.Y, min(r.Y, area.Y+area.H-h))
		cover := r.overlapArea(thing) * 4
		if fits && cover > 0 {
			continue
		}
		for _, a := range avoid {
			if !a.holds(thing) {
				cover += r.overlapArea(a)
			}
		}
		if bestCover < 0 || cover < bestCover {
			best, bestCover = r, cover
		}
		if cover == 0 {
			break
		}
	}
	return best
}

// overlapArea is the area r and o share.
func (r Rect) overlapArea(o Rect) float64 {
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
