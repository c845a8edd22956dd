package seeders

// Dispose lets the table's art go once the table has left for good (see
// scenes.Disposer); the kit's Shell calls it.
func (t *Table) Dispose() {
	t.cache.Dispose()
}
