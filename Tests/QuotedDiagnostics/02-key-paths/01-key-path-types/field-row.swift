// 02.1's lesson: reading through an `AnyKeyPath`, then through typed key paths into the wrong type, and a row given a
// path that starts somewhere else.
import MiniUI

struct Region {
    var name: String
    let country: String
}

struct Trail {
    var name: String
    var region: Region
    var lengthKm: Double
}

struct FieldRow<Root, Value>: View {
    let label: String
    let root: Root
    let path: KeyPath<Root, Value>

    init(_ label: String, of root: Root, at path: KeyPath<Root, Value>) {
        self.label = label
        self.root = root
        self.path = path
    }

    var body: some View { Text(label) }
}

func read(_ trail: Trail) {
    let erased: AnyKeyPath = \Trail.lengthKm
    // expected-error@+1 {{cannot convert value of type 'Any?' to specified type 'Double'}}
    let length: Double = trail[keyPath: erased]
    // expected-error@+1 {{cannot convert value of type 'String' to specified type 'Int'}}
    let country: Int = trail[keyPath: \Trail.region.country]
    let regionName = \Region.name
    // expected-error@+1 {{cannot convert value of type 'Trail' to expected argument type 'Region'}}
    _ = FieldRow("Region", of: trail, at: regionName)
    _ = (length, country)
}
