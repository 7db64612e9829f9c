// Goal: write through key paths: a `WritableKeyPath` sets a property on a copy of a struct, a
// `ReferenceWritableKeyPath` sets it on a shared class instance, and read-only paths are refused.
// Check it: swift run puzzles check 02.5
// Lesson: Lessons/02-key-paths/05-writable-key-paths/README.md

struct Care {
    var wateringDays: Int
    let species: String
}

struct Plant: Identifiable {
    let id: Int
    var nickname: String
    var care: Care

    var summary: String { "\(nickname) (\(care.species)), water every \(care.wateringDays) days" }
}

/// A greenhouse that several screens share: a class, so every holder sees the same instance.
final class Greenhouse {
    let owner: String
    var name: String
    var featured: Plant

    init(owner: String, name: String, featured: Plant) {
        self.owner = owner
        self.name = name
        self.featured = featured
    }
}

// TODO: Write `updating(_:_:to:)`: it takes a value, a key path into it and a new value, and returns a copy
//       of the value with that property replaced. Choose the key-path type that allows writing, so that
//       `let` and get-only properties are refused at compile time.
//
//           let renamed = updating(fern, \.nickname, to: "Fernando")

// TODO: Write `assign(_:to:on:)`: it sets a property of a class instance through a key path, so that every
//       holder of the instance sees the change. Only class instances should be accepted, and the key path
//       should be the kind that writes through a reference, so `object` needs no `var` copy.
//
//           assign("North House", to: \.name, on: house)
