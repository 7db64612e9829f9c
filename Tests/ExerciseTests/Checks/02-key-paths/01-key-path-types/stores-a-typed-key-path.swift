// check: runs
// The row keeps the key path it was given with both its types: one of its stored properties, whatever its name,
// is a `KeyPath<Root, Value>`, not an `AnyKeyPath` or a `PartialKeyPath<Root>` that `value` would have to cast
// back. (The check reads the declared types of the row's stored properties, as the runtime records them.)
import MiniUI
@_spi(Reflection) import Swift

@testable import Exercise02_1

/// The declared types of the stored properties of `value`'s type.
func storedTypes<T>(of value: T) -> [Any.Type] {
    var types: [Any.Type] = []
    _ = _forEachField(of: T.self) { _, _, type, _ in
        types.append(type)
        return true
    }
    return types
}

/// What the row keeps of its key path, by the declared types of its stored properties.
func keptKeyPaths<Value>(_ types: [Any.Type], reaching _: Value.Type) -> String {
    let kept = types.compactMap { type -> String? in
        if type is KeyPath<Trail, Value>.Type { return "a KeyPath<Trail, \(Value.self)>" }
        if type is PartialKeyPath<Trail>.Type { return "a PartialKeyPath<Trail>" }
        if type is AnyKeyPath.Type { return "an AnyKeyPath" }
        return nil
    }
    return kept.isEmpty ? "no key path" : kept.joined(separator: ", ")
}

let ridge = Trail(
    id: 5, name: "Heron Bend", region: Region(name: "Tama Hills", country: "Japan"), lengthKm: 7.5, climb: 310)
let climbRow = storedTypes(of: FieldRow("Climb (m)", of: ridge, at: \.climb))
let countryRow = storedTypes(of: FieldRow("Country", of: ridge, at: \.region.country))
print("a climb row keeps", keptKeyPaths(climbRow, reaching: Int.self))
print("a country row keeps", keptKeyPaths(countryRow, reaching: String.self))

/* expected output:
a climb row keeps a KeyPath<Trail, Int>
a country row keeps a KeyPath<Trail, String>
*/
