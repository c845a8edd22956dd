package rulestest

import (
	"fmt"
	"reflect"
	"strconv"

	"starboard/rules"
)

// diff returns "" when a and b are equal in the sense of reflect.DeepEqual,
// or else the path of the first difference and the two values there.
func diff(a, b any) string {
	if reflect.DeepEqual(a, b) {
		return ""
	}
	if s := newDiffer(false).walk(rootName(a), reflect.ValueOf(a), reflect.ValueOf(b)); s != "" {
		return s
	}
	return "the states differ (reflect.DeepEqual)"
}

// diffSkippingRNG is diff that takes any two rules.RNG values as equal, to
// compare determinizations, which reseed the state's generator.
func diffSkippingRNG(a, b any) string {
	return newDiffer(true).walk(rootName(a), reflect.ValueOf(a), reflect.ValueOf(b))
}

func rootName(a any) string {
	if a == nil {
		return "nil"
	}
	return "(" + reflect.TypeOf(a).String() + ")"
}

var rngType = reflect.TypeFor[rules.RNG]()

type differ struct {
	skipRNG bool
	seen    map[[2]uintptr]bool // pointer pairs being compared, for cycles
}

func newDiffer(skipRNG bool) *differ { return &differ{skipRNG: skipRNG, seen: map[[2]uintptr]bool{}} }

// walk compares a and b, which sit at path, and describes the first
// difference. It reads unexported fields, never writes.
func (d *differ) walk(path string, a, b reflect.Value) string {
	if !a.IsValid() || !b.IsValid() {
		if a.IsValid() != b.IsValid() {
			return path + ": nil against a value"
		}
		return ""
	}
	if a.Type() != b.Type() {
		return fmt.Sprintf("%s: type %s against %s", path, a.Type(), b.Type())
	}
	if d.skipRNG && a.Type() == rngType {
		return ""
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return fmt.Sprintf("%s: nil against non-nil", path)
			}
			return ""
		}
		if a.Kind() == reflect.Pointer {
			if a.Pointer() == b.Pointer() {
				return ""
			}
			key := [2]uintptr{a.Pointer(), b.Pointer()}
			if d.seen[key] {
				return ""
			}
			d.seen[key] = true
		}
		return d.walk(path, a.Elem(), b.Elem())
	case reflect.Struct:
		for i := range a.NumField() {
			if s := d.walk(path+"."+a.Type().Field(i).Name, a.Field(i), b.Field(i)); s != "" {
				return s
			}
		}
	case reflect.Array:
		for i := range a.Len() {
			if s := d.walk(path+"["+strconv.Itoa(i)+"]", a.Index(i), b.Index(i)); s != "" {
				return s
			}
		}
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return fmt.Sprintf("%s: %s against %s", path, size(a), size(b))
		}
		for i := range a.Len() {
			if s := d.walk(path+"["+strconv.Itoa(i)+"]", a.Index(i), b.Index(i)); s != "" {
				return s
			}
		}
	case reflect.Map:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return fmt.Sprintf("%s: %s against %s", path, size(a), size(b))
		}
		for it := a.MapRange(); it.Next(); {
			k := it.Key()
			bv := b.MapIndex(k)
			at := path + "[" + show(k) + "]"
			if !bv.IsValid() {
				return at + ": missing on the right"
			}
			if s := d.walk(at, it.Value(), bv); s != "" {
				return s
			}
		}
	case reflect.Func:
		if !a.IsNil() || !b.IsNil() {
			return path + ": func values (equal only when both nil)"
		}
	case reflect.Chan, reflect.UnsafePointer:
		if a.Pointer() != b.Pointer() {
			return path + ": different channels or pointers"
		}
	default:
		if sa, sb := show(a), show(b); sa != sb || isNaN(a) {
			return fmt.Sprintf("%s: %s against %s", path, sa, sb)
		}
	}
	return ""
}

// size describes the length of a slice or map, telling nil from empty.
func size(v reflect.Value) string {
	if v.IsNil() {
		return "nil"
	}
	return "length " + strconv.Itoa(v.Len())
}

func isNaN(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Float32, reflect.Float64:
		return v.Float() != v.Float()
	}
	return false
}

// show prints a basic value, read through reflection so unexported fields
// work.
func show(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.FormatUint(v.Uint(), 10)
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'g', -1, 64)
	case reflect.Complex64, reflect.Complex128:
		return strconv.FormatComplex(v.Complex(), 'g', -1, 128)
	case reflect.String:
		return strconv.Quote(v.String())
	}
	return v.Type().String()
}
