package revenant

// Dispose lets the table's art go once the table has left for good (see
// scenes.Disposer); the kit's Shell calls it.
func (t *Table) Dispose() {
	if t.art != nil {
		t.art.Dispose()
	}
}
