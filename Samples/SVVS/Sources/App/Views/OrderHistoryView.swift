// Created by featuregen from Specs/OrderHistory.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The OrderHistory screen. It owns its `OrderHistoryViewState`, shows its fields and calls its event
  /// methods. A starting point: make it yours.
  struct OrderHistoryView: View {
    @State private var viewState: OrderHistoryViewState

    /// The app shows `OrderHistoryView()`; previews and tests pass a view state of their own.
    init(viewState: OrderHistoryViewState = OrderHistoryViewState()) {
      _viewState = State(initialValue: viewState)
    }

    var body: some View {
      List {
        LabeledContent("Orders", value: String(describing: viewState.orders))
        if let error = viewState.error {
          Text(error)
            .foregroundStyle(.red)
        }
      }
      .overlay {
        if viewState.isRefreshing {
          ProgressView()
        }
      }
      .refreshable { @MainActor in
        await viewState.onRefresh().finish()
      }
    }
  }

  #Preview("Sample state") {
    OrderHistoryView(viewState: .preview())
  }

  #Preview("Initial state") {
    OrderHistoryView(viewState: .preview(sample: false))
  }

  extension OrderHistoryViewState {
    /// A view state for previews: a repository that answers at once with sample data,
    /// stores of its own (not the app's) and, unless `sample` is false, sample data.
    fileprivate static func preview(sample: Bool = true) -> OrderHistoryViewState {
      let viewState = OrderHistoryViewState(
        repository: PreviewOrderHistoryRepository(),
        orderStore: OrderStore()
      )
      guard sample else { return viewState }
      let orders = (1...3).map { index in
        Order(id: index, title: "Title \(index)")
      }
      viewState.orderStore.orders = orders
      return viewState
    }
  }

  /// Answers the OrderHistory screen's calls at once, with sample data.
  private struct PreviewOrderHistoryRepository: OrderHistoryRepositoryProtocol {
    func fetchOrders() async throws -> [Order] {
      let orders = (1...3).map { index in
        Order(id: index, title: "Title \(index)")
      }
      return orders
    }

    func placeOrder(copying order: Order) async throws -> Order {
      Order(id: 1, title: "Title 1")
    }
  }
#endif
