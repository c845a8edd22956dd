package scenes

import "strconv"

// Texts keeps the strings a screen joins from parts every frame ("Ada's
// Ark", "12 PP"), so that drawing the same text again allocates nothing:
// a lookup by its parts finds the string made the first time. It holds at
// most maxTexts strings and starts again beyond them. The zero value is
// ready to use; a Texts is not safe for concurrent use.
type Texts struct {
	m map[[3]string]string
}

const maxTexts = 4096

// Cat returns a + b + c.
func (t *Texts) Cat(a, b, c string) string {
	k := [3]string{a, b, c}
	if s, ok := t.m[k]; ok {
		return s
	}
	if t.m == nil || len(t.m) >= maxTexts {
		t.m = make(map[[3]string]string)
	}
	s := a + b + c
	t.m[k] = s
	return s
}

// smallNumbers are the texts of 0 to 999, made once.
var smallNumbers = func() []string {
	n := make([]string, 1000)
	for i := range n {
		n[i] = strconv.Itoa(i)
	}
	return n
}()

// Itoa returns the decimal text of n, without allocating for 0 to 999.
func Itoa(n int) string {
	if n >= 0 && n < len(smallNumbers) {
		return smallNumbers[n]
	}
	return strconv.Itoa(n)
}
