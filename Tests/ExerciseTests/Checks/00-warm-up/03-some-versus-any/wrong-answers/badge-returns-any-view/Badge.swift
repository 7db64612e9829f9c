// wrong: returns any View, which compiles on its own but cannot be placed in a view builder
// rejected-by: accepts-card-and-badge-usages
// The function compiles, but `badge(count:)` inside a VStack, an HStack or a Card fails with
// "type 'any View' cannot conform to 'View'".

import MiniUI

func badge(count: Int) -> any View {
    if count == 0 {
        return EmptyView()
    }
    return Text("\(count)")
}
