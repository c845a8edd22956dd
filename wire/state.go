package wire

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"reflect"
	"unsafe"

	"starboard/rules"
)

// The state codec carries a seat's view of a game (what Game.View returns)
// from the server to a client, which then reads it as a live game: its
// legal moves, prompt, score and event texts come from the same rules code
// as on the server. The seed never travels: a view's generator is already
// reseeded by View, and the codec refuses nothing a view holds.
//
// A title's State is plain data (fixed arrays, numbers, a few slices and
// pointers) with unexported fields, which encoding/gob cannot reach; the
// codec walks the value with reflect, writing unexported fields through
// reflect.NewAt. Both ends run the same build of the rules: Layout
// fingerprints the type's shape and the connection refuses a client whose
// fingerprint differs, so a field added on one side fails loudly rather
// than shifting every value after it.
//
// Supported kinds: booleans, integers, unsigned integers, floats, strings,
// arrays, slices, structs and pointers. Maps, interfaces, channels and
// functions make EncodeState fail: no title's state holds one today.

// EncodeState appends the binary form of g, a view a title returned, to
// dst.
func EncodeState(dst []byte, g rules.Game) ([]byte, error) {
	v := reflect.ValueOf(g)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return dst, fmt.Errorf("wire: a game must be a non-nil pointer, not %T", g)
	}
	return encodeValue(dst, v.Elem())
}

// DecodeState overwrites into, a game of the same title (a fresh one from
// Title.New serves), with the view in src.
func DecodeState(into rules.Game, src []byte) error {
	v := reflect.ValueOf(into)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return fmt.Errorf("wire: a game must be a non-nil pointer, not %T", into)
	}
	d := decoder{src: src}
	d.value(v.Elem())
	if d.err == nil && len(d.src) != 0 {
		d.err = fmt.Errorf("wire: %d bytes left after the state", len(d.src))
	}
	return d.err
}

// Layout fingerprints the shape of g's type: its fields' names, kinds and
// sizes, depth first. Two builds that encode states alike give the same
// fingerprint.
func Layout(g rules.Game) uint64 {
	h := fnv.New64a()
	layout(h, reflect.TypeOf(g), map[reflect.Type]bool{})
	return h.Sum64()
}

func layout(h interface{ Write([]byte) (int, error) }, t reflect.Type, seen map[reflect.Type]bool) {
	fmt.Fprintf(h, "%s:%d;", t.Kind(), t.Size())
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice:
		if seen[t] {
			return
		}
		seen[t] = true
		layout(h, t.Elem(), seen)
	case reflect.Array:
		fmt.Fprintf(h, "[%d]", t.Len())
		layout(h, t.Elem(), seen)
	case reflect.Struct:
		for i := range t.NumField() {
			f := t.Field(i)
			fmt.Fprintf(h, "%s@%d=", f.Name, f.Offset)
			layout(h, f.Type, seen)
		}
	}
}

func encodeValue(dst []byte, v reflect.Value) ([]byte, error) {
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			return append(dst, 1), nil
		}
		return append(dst, 0), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return binary.AppendVarint(dst, v.Int()), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return binary.AppendUvarint(dst, v.Uint()), nil
	case reflect.Float32, reflect.Float64:
		return binary.LittleEndian.AppendUint64(dst, math.Float64bits(v.Float())), nil
	case reflect.String:
		dst = binary.AppendUvarint(dst, uint64(v.Len()))
		return append(dst, v.String()...), nil
	case reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			for i := range v.Len() {
				dst = append(dst, byte(v.Index(i).Uint()))
			}
			return dst, nil
		}
		var err error
		for i := range v.Len() {
			if dst, err = encodeValue(dst, v.Index(i)); err != nil {
				return dst, err
			}
		}
		return dst, nil
	case reflect.Slice:
		if v.IsNil() {
			return append(dst, 0), nil
		}
		dst = binary.AppendUvarint(dst, uint64(v.Len())+1)
		var err error
		for i := range v.Len() {
			if dst, err = encodeValue(dst, v.Index(i)); err != nil {
				return dst, err
			}
		}
		return dst, nil
	case reflect.Struct:
		var err error
		for i := range v.NumField() {
			if dst, err = encodeValue(dst, v.Field(i)); err != nil {
				return dst, fmt.Errorf("%s.%w", v.Type().Field(i).Name, err)
			}
		}
		return dst, nil
	case reflect.Pointer:
		if v.IsNil() {
			return append(dst, 0), nil
		}
		return encodeValue(append(dst, 1), v.Elem())
	}
	return dst, fmt.Errorf("wire: cannot encode a %s", v.Type())
}

// decoder reads what encodeValue wrote; the first error stops it.
type decoder struct {
	src []byte
	err error
}

var errShort = errors.New("wire: the state ends early")

func (d *decoder) fail(err error) {
	if d.err == nil {
		d.err = err
	}
	d.src = nil
}

func (d *decoder) uvarint() uint64 {
	x, n := binary.Uvarint(d.src)
	if n <= 0 {
		d.fail(errShort)
		return 0
	}
	d.src = d.src[n:]
	return x
}

func (d *decoder) varint() int64 {
	x, n := binary.Varint(d.src)
	if n <= 0 {
		d.fail(errShort)
		return 0
	}
	d.src = d.src[n:]
	return x
}

func (d *decoder) byte() byte {
	if len(d.src) == 0 {
		d.fail(errShort)
		return 0
	}
	b := d.src[0]
	d.src = d.src[1:]
	return b
}

// settable returns v writable even when it is an unexported field.
func settable(v reflect.Value) reflect.Value {
	if v.CanSet() {
		return v
	}
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

func (d *decoder) value(v reflect.Value) {
	if d.err != nil {
		return
	}
	v = settable(v)
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(d.byte() != 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		x := d.varint()
		if v.OverflowInt(x) {
			d.fail(fmt.Errorf("wire: %d overflows a %s", x, v.Type()))
			return
		}
		v.SetInt(x)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		x := d.uvarint()
		if v.OverflowUint(x) {
			d.fail(fmt.Errorf("wire: %d overflows a %s", x, v.Type()))
			return
		}
		v.SetUint(x)
	case reflect.Float32, reflect.Float64:
		if len(d.src) < 8 {
			d.fail(errShort)
			return
		}
		v.SetFloat(math.Float64frombits(binary.LittleEndian.Uint64(d.src)))
		d.src = d.src[8:]
	case reflect.String:
		n := d.uvarint()
		if n > uint64(len(d.src)) {
			d.fail(errShort)
			return
		}
		v.SetString(string(d.src[:n]))
		d.src = d.src[n:]
	case reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			if len(d.src) < v.Len() {
				d.fail(errShort)
				return
			}
			for i := range v.Len() {
				settable(v.Index(i)).SetUint(uint64(d.src[i]))
			}
			d.src = d.src[v.Len():]
			return
		}
		for i := range v.Len() {
			d.value(v.Index(i))
		}
	case reflect.Slice:
		n := d.uvarint()
		if n == 0 {
			v.SetZero()
			return
		}
		n--
		// Every element takes a byte at least: a length beyond what is
		// left is a lie, not a reason to allocate.
		if n > uint64(len(d.src)) {
			d.fail(errShort)
			return
		}
		s := reflect.MakeSlice(v.Type(), int(n), int(n))
		for i := range int(n) {
			d.value(s.Index(i))
		}
		v.Set(s)
	case reflect.Struct:
		for i := range v.NumField() {
			d.value(v.Field(i))
		}
	case reflect.Pointer:
		switch d.byte() {
		case 0:
			v.SetZero()
		case 1:
			p := reflect.New(v.Type().Elem())
			d.value(p.Elem())
			v.Set(p)
		default:
			d.fail(errors.New("wire: a bad pointer mark"))
		}
	default:
		d.fail(fmt.Errorf("wire: cannot decode a %s", v.Type()))
	}
}
