// Linux has no Combine. App code often writes `import Combine` beside `import SwiftUI` for `ObservableObject`
// and `@Published`, which MiniUI declares (SwiftUI re-exports them from Combine): on Linux this module, named
// Combine, re-exports MiniUI so that such a file compiles unchanged. On macOS the system's Combine is used.
@_exported import MiniUI
