// 00.1's lesson: the jar-only starter's shelf, named with a type argument.
struct Jar {
    var id: Int
}

struct Tag {
    var id: String
}

struct Shelf {
    var items: [Jar] = []
}

let tags: Shelf<Tag>? = nil  // expected-error {{cannot specialize non-generic type 'Shelf'}}
