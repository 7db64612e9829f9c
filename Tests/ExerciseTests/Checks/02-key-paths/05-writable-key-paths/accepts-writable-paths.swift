// check: compiles
// `updating` writes through any writable path, literal or stored, into a struct, a nested struct, a tuple
// or an Int; `assign` writes through a path into a class instance, including into a struct it holds.
@testable import Exercise02_5

@MainActor
func useSetters(_ fern: Plant, _ house: Greenhouse) {
    let renamed: Plant = updating(fern, \.nickname, to: "Fernando")
    let thirstier = updating(fern, \.care.wateringDays, to: 2)
    let namePath: WritableKeyPath<Plant, String> = \.nickname
    let again = updating(renamed, namePath, to: "Fern")
    let point = updating((x: 1, y: 2), \.y, to: 5)
    let five = updating(4, \.self, to: 5)

    assign("North House", to: \.name, on: house)
    assign("Basil", to: \.featured.nickname, on: house)
    let featuredName: ReferenceWritableKeyPath<Greenhouse, String> = \.featured.nickname
    assign("Mint", to: featuredName, on: house)

    _ = (thirstier, again, point, five)
}
