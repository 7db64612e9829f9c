// wrong: changes the copy but returns the original
// rejected-by: prints-copies-and-shared-changes
// misconception: Writing into a struct changes only the copy you wrote into; returning the value you were given
// misconception: hands the caller the original, unchanged, so return the copy.
// misconception-ja: 構造体への書き込みは、書き込んだそのコピーだけを変えます。受け取った値を返すと呼び出し側には変わっていない
// misconception-ja: 元の値が渡るので、コピーを返します。
// lesson: #where-the-write-lands

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

func updating<Root, Value>(_ root: Root, _ path: WritableKeyPath<Root, Value>, to value: Value) -> Root {
    var copy = root
    copy[keyPath: path] = value
    _ = copy
    return root
}

func assign<Root: AnyObject, Value>(_ value: Value, to path: ReferenceWritableKeyPath<Root, Value>, on object: Root) {
    object[keyPath: path] = value
}
