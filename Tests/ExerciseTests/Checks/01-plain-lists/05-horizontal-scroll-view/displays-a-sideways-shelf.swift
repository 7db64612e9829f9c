// check: runs, preview
// A strip of swatches scrolls sideways: a horizontal ScrollView without indicators, around a LazyHStack
// spaced by 12 with a 20-point margin before the first view and after the last, and one view per element,
// identified by what the key path leads to. The stack's alignment is yours to choose, so the outline below
// leaves it out. What the task fixes may be spelled in any of SwiftUI's ways, and the outline reads each right
// one as one spelling: paddings on one view that add up to the 20 points before and after (one `.padding` with
// `EdgeInsets`, or `.leading` and `.trailing` apiece) read as `.padding(.horizontal, 20)`, indicators hidden with
// `.scrollIndicators(.hidden)` on the scroll view read as `showsIndicators: false`, and content margins of the
// scroll view that make the margin the task asks read as the padding of the stack it scrolls. (This check uses
// only the key-path initializer, so it can pass before the others are written.)
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

/// Each line's paddings added up as the edges they pad, and written `.padding(.horizontal, 20)` where they add up
/// to the margin the task asks, 20 points before and after and none above or below: `.padding(.leading, 20)
/// .padding(.trailing, 20)`, `.padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))` and
/// `.padding([.leading, .trailing], 20)` all pad as `.padding(.horizontal, 20)` does, and the task fixes the margin,
/// not how it is spelled. Paddings that add up to any other margin stay as written, so that a verdict shows the
/// learner's own code.
func foldingPaddings(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        let paddings = line.matches(of: /\.padding\(((?:[^()]|\([^()]*\))*)\)/)
        guard !paddings.isEmpty else { return String(line) }
        var total = [0.0, 0, 0, 0]
        for padding in paddings {
            guard let added = edges(of: padding.1) else { return String(line) }
            total = zip(total, added).map { $0 + $1 }
        }
        guard total == [0, 20, 0, 20] else { return String(line) }
        let folded = ".padding(.horizontal, 20)"
        var result = String(line[..<paddings[0].range.lowerBound]) + folded
        var rest = line[paddings[0].range.upperBound...]
        for padding in paddings.dropFirst() {
            result += rest[..<padding.range.lowerBound]
            rest = line[padding.range.upperBound...]
        }
        return result + rest
    }.joined(separator: "\n")
}

/// The scroll view's line with SwiftUI's other spellings of what the task fixes read as one, on the first line
/// only (the scroll view the strip's body is; a modifier inside it does not reach it), and only where what the
/// spelling says is what the task asks; otherwise the line stays as written, so that a verdict shows the learner's
/// own code:
/// - `.scrollIndicators(.hidden)` (or `.never`), for both axes or the horizontal one, on a horizontal scroll view
///   hides its indicators as `showsIndicators: false` does (Apple's page for `scrollIndicators(_:axes:)`);
/// - `.contentMargins(edges, length)` with the automatic placement or `for: .scrollContent` insets the scroll
///   view's content (Apple's page for `contentMargins(_:_:for:)`), a margin that scrolls with the items as the
///   padding of the view it scrolls does: when the scroll view holds one view, and that view's paddings and these
///   margins add up to the 20 points before and after that the task asks, they read as that padding. A margin for
///   the indicators alone insets no content, and stays as written.
func oneSpelling(_ screen: String) -> String {
    var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let hidden = /\.scrollIndicators\(\.(?:hidden|never)(?:, axes: \.horizontal)?\)/
    if let head = lines[0].prefixMatch(of: /ScrollView\((\.horizontal)(?:, showsIndicators: false)?\)/),
        lines[0].contains(hidden)
    {
        lines[0] = "ScrollView(.horizontal, showsIndicators: false)" + lines[0][head.range.upperBound...]
        lines[0] = lines[0].replacing(hidden, with: "")
    }
    let children = lines.indices.filter { $0 > 0 && lines[$0].hasPrefix("  ") && !lines[$0].hasPrefix("   ") }
    let margin = /\.contentMargins\(((?:(?:\.[a-z]+|\[[^\]]*\]), )?[\d.]+)(?:, for: \.(?:automatic|scrollContent))?\)/
    if lines[0].hasPrefix("ScrollView"), children.count == 1, lines[0].contains(margin) {
        let margins = lines[0].matches(of: margin).map { ".padding(\($0.1))" }.joined()
        let folded = foldingPaddings(lines[children[0]] + margins)
        if folded.matches(of: /\.padding\(/).count == 1, folded.contains(".padding(.horizontal, 20)") {
            lines[children[0]] = folded
            lines[0] = lines[0].replacing(margin, with: "")
        }
    }
    return lines.joined(separator: "\n")
}

print(
    foldingPaddings(
        oneSpelling(withoutAlignment(ViewHost(HorizontalScrollView(chips, id: \.hex) { Text($0.colorName) }).screen))))

/* expected output:
ScrollView(.horizontal, showsIndicators: false)
  LazyHStack(spacing: 12).padding(.horizontal, 20)
    ForEach
      row id: "#1E90FF"
        Text("Dodger blue")
      row id: "#FF7F50"
        Text("Coral")
*/
