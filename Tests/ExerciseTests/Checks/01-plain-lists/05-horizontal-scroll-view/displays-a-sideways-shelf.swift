// check: runs, preview
// A strip of swatches scrolls sideways: a horizontal ScrollView without indicators, around a LazyHStack
// spaced by 12 with a 20-point margin before the first view and after the last, and one view per element,
// identified by what the key path leads to. The stack's alignment is yours to choose, so the outline below
// leaves it out, and the margin may be spelled as you like (paddings on one view are added up by edge). (This check uses only the key-path initializer, so it can pass before the others are written.)
// varies: the chips: how many, their hex codes, colour names and order
import MiniUI

@testable import Exercise01_5

struct Chip {
    let hex: String
    let colorName: String
}

let chips = Vary.value(
    "chips",
    [
        Chip(hex: "#1E90FF", colorName: "Dodger blue"),
        Chip(hex: "#FF7F50", colorName: "Coral"),
    ],
    describe: { $0.map { "\($0.hex) \($0.colorName)" }.joined(separator: ", ") },
    varied: { random in
        let palette = [
            Chip(hex: "#2E8B57", colorName: "Sea green"), Chip(hex: "#DAA520", colorName: "Goldenrod"),
            Chip(hex: "#6A5ACD", colorName: "Slate blue"), Chip(hex: "#DC143C", colorName: "Crimson"),
            Chip(hex: "#40E0D0", colorName: "Turquoise"), Chip(hex: "#FF7F50", colorName: "Coral"),
        ]
        return random.shuffled(random.sample(palette, count: random.int(in: 1...5)))
    })

/// The screen without the stack's alignment, which the task leaves open.
func withoutAlignment(_ screen: String) -> String {
    screen.replacing(/alignment: \.[A-Za-z]+(, )?/, with: "").replacing("LazyHStack()", with: "LazyHStack")
}

/// The edges one `.padding(…)` adds to (top, leading, bottom, trailing), or nil for a default length.
func edges(of arguments: Substring) -> [Double]? {
    if let insets = arguments.wholeMatch(
        of: /EdgeInsets\(top: ([\d.]+), leading: ([\d.]+), bottom: ([\d.]+), trailing: ([\d.]+)\)/)
    {
        return [insets.1, insets.2, insets.3, insets.4].compactMap { Double($0) }
    }
    if let all = Double(arguments) { return [all, all, all, all] }
    guard let split = arguments.wholeMatch(of: /(.+), ([\d.]+)/), let length = Double(split.2) else { return nil }
    let names = split.1.split(whereSeparator: { ",[]. ".contains($0) })
    var result = [0.0, 0, 0, 0]
    for name in names {
        switch name {
        case "top": result[0] = length
        case "leading": result[1] = length
        case "bottom": result[2] = length
        case "trailing": result[3] = length
        case "horizontal": (result[1], result[3]) = (length, length)
        case "vertical": (result[0], result[2]) = (length, length)
        case "all": result = [length, length, length, length]
        default: return nil
        }
    }
    return result
}

/// Each line's paddings added up as the edges they pad: `.padding(.leading, 20).padding(.trailing, 20)` pads as
/// `.padding(.horizontal, 20)` does, and the task fixes the margin, not how it is spelled.
func foldingPaddings(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        let paddings = line.matches(of: /\.padding\(((?:[^()]|\([^()]*\))*)\)/)
        guard paddings.count > 1 else { return String(line) }
        var total = [0.0, 0, 0, 0]
        for padding in paddings {
            guard let added = edges(of: padding.1) else { return String(line) }
            total = zip(total, added).map { $0 + $1 }
        }
        func number(_ value: Double) -> String { value == value.rounded() ? "\(Int(value))" : "\(value)" }
        let folded: String
        if Set(total).count == 1 {
            folded = ".padding(\(number(total[0])))"
        } else if total[0] == 0, total[2] == 0, total[1] == total[3] {
            folded = ".padding(.horizontal, \(number(total[1])))"
        } else if total[1] == 0, total[3] == 0, total[0] == total[2] {
            folded = ".padding(.vertical, \(number(total[0])))"
        } else {
            folded =
                ".padding(EdgeInsets(top: \(number(total[0])), leading: \(number(total[1])), "
                + "bottom: \(number(total[2])), trailing: \(number(total[3]))))"
        }
        var result = String(line[..<paddings[0].range.lowerBound]) + folded
        var rest = line[paddings[0].range.upperBound...]
        for padding in paddings.dropFirst() {
            result += rest[..<padding.range.lowerBound]
            rest = line[padding.range.upperBound...]
        }
        return result + rest
    }.joined(separator: "\n")
}

print(
    foldingPaddings(withoutAlignment(ViewHost(HorizontalScrollView(chips, id: \.hex) { Text($0.colorName) }).screen)))

/* expected output:
ScrollView(.horizontal, showsIndicators: false)
  LazyHStack(spacing: 12).padding(.horizontal, 20)
    ForEach
      row id: "#1E90FF"
        Text("Dodger blue")
      row id: "#FF7F50"
        Text("Coral")
*/
