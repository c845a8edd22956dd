package desolated

// Dispose lets the board's art go once the table has left for good (see
// scenes.Disposer); the kit's Shell calls it.
func (t *Board) Dispose() {
	t.cache.Dispose()
	t.faces.dispose()
	if t.dryImg != nil {
		t.dryImg.Deallocate()
		t.dryImg = nil
	}
}

// dispose lets every face and the art they are drawn from go.
func (f *faces) dispose() {
	for k, img := range f.imgs {
		img.Deallocate()
		delete(f.imgs, k)
	}
	f.order = f.order[:0]
	f.art.Dispose()
}
