package main

import (
	"strings"
	"testing"

	"starboard/rules/catalog"
)

func TestTitlesListsTheCatalog(t *testing.T) {
	saved := extraTitles
	extraTitles = nil
	defer func() { extraTitles = saved }()

	code, out, _ := runCLI(t, "", "titles")
	if code != 0 {
		t.Fatalf("titles: exit %d, want 0", code)
	}
	inCatalog := false
	for _, title := range catalog.All() {
		mustContain(t, "titles", out, title.Slug+"\t"+title.Name)
		for _, o := range title.Options {
			mustContain(t, "titles", out, "--option "+o.Key+"="+o.Default)
		}
		inCatalog = inCatalog || title.Slug == "toy"
	}
	if !inCatalog && strings.Contains(out, "toy\t") {
		t.Errorf("titles lists the toy title, which the catalog does not hold:\n%s", out)
	}
}
