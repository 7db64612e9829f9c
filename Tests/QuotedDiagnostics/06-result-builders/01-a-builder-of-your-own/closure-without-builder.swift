// compile: sil
// 06.1's lesson: the same closure passed to a parameter without the builder's attribute.
struct Zones {
    var count: Int
}

struct PlainLabel {
    var text: String

    init(_ content: () -> String) {
        text = content()
    }
}

func label() -> PlainLabel {
    let zones = Zones(count: 2)
    let plain = PlainLabel {
        "Day pass"  // expected-warning {{string literal is unused}}
        zones  // expected-warning {{expression of type 'Zones' is unused}}
    }  // expected-error {{missing return in closure expected to return 'String'}}
    return plain
}
